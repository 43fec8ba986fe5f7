import fs from 'node:fs'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mongodbMigrations } from '../../src/migrations-mongodb'
import { expectPreBaselineData } from '../pre-baseline-data'

// A MongoDB database the squashed history built (test/fixtures/pre-baseline-mongodb.json: its documents
// and its one data migration's record) starts with today's code. MongoDB has no schema to compare; its
// records and its data must come through as they were.
const FIXTURE = fs.readFileSync(new URL('../fixtures/pre-baseline-mongodb.json', import.meta.url), 'utf8')

let payload: Payload

beforeAll(async () => {
  const { default: config } = await import('../../src/payload.config')
  const { bootPayload } = await import('../../src/lib/runtime/boot')
  // Connected (collections and indexes made) but not yet migrated: the old documents go in first.
  const connected = await getPayload({ config })
  const { connection } = connected.db
  const { '//': _about, ...collections } = connection.base.mongo.BSON.EJSON.parse(FIXTURE, { relaxed: true })
  for (const [name, docs] of Object.entries(collections as Record<string, Record<string, unknown>[]>))
    await connection.db!.collection(name).insertMany(docs)
  payload = await bootPayload(config)
}, 120_000)

afterAll(async () => {
  await payload?.db.destroy?.()
})

describe('a MongoDB database the squashed migrations built, started with today’s migrations', () => {
  it('keeps the old record and records the migrations since, with none left pending', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', sort: 'createdAt', pagination: false })
    expect(docs.map((doc) => doc.name)).toEqual([
      '20261124_000509_11_leads_advisor_data',
      ...mongodbMigrations.map((migration) => migration.name),
    ])
    const { pendingMigrations } = await import('../../src/endpoints/health')
    expect(await pendingMigrations(payload)).toEqual([])
  })

  it('reads the old users, lead, post and page with its published and draft sections as they were', async () => {
    await expectPreBaselineData(payload)
  })
})
