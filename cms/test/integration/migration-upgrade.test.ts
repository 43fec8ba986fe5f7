import fs from 'node:fs'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../src/migrations'
import type { Lead } from '../../src/shared/payload-types'
import { expectPreBaselineData } from '../pre-baseline-data'

// A database the squashed history built (test/fixtures/pre-baseline.sql: the ten old migrations' schema
// and records, with a little data of each kind they moved) starts with today's code, and must end as a
// freshly migrated database does, holding its data as it was.
const FIXTURE = fs.readFileSync(new URL('../fixtures/pre-baseline.sql', import.meta.url), 'utf8')
const OLD_NAMES = [...FIXTURE.matchAll(/INSERT INTO payload_migrations VALUES\(\d+,'([^']+)'/g)].map((m) => m[1]!)
const BASELINE = migrations.find((migration) => migration.name.endsWith('_baseline'))!
// Made at boot by lib/db/sqlite-internals.ts (the set-up lease, rate-limit counters), not by migrations.
const MADE_AT_BOOT = ['setup_leases', 'rate_limits']

let payload: Payload
let upgraded: Client
let fresh: Client
let halfway: Client

const rowsOf = async (client: Client, statement: string) =>
  (await client.execute(statement)).rows.map((r) => ({ ...r }))

/** Every table's columns, foreign keys and indexes, in a stable order (not the text they were made with). */
async function schemaOf(client: Client) {
  const tables = await rowsOf(
    client,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  const schema: Record<string, { foreignKeys: Record<string, unknown>[] } & Record<string, unknown>> = {}
  for (const { name } of tables) {
    if (MADE_AT_BOOT.includes(String(name))) continue
    schema[String(name)] = {
      columns: await rowsOf(
        client,
        `SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info('${name}') ORDER BY name`,
      ),
      foreignKeys: await rowsOf(
        client,
        `SELECT "from", "table", "to", on_update, on_delete FROM pragma_foreign_key_list('${name}') ORDER BY "from"`,
      ),
      indexes: await rowsOf(
        client,
        `SELECT il.name, il."unique", (SELECT group_concat(ii.name) FROM pragma_index_info(il.name) ii) AS columns
         FROM pragma_index_list('${name}') il ORDER BY il.name`,
      ),
    }
  }
  return schema
}

const loadFixture = async (url: string, sql = FIXTURE) => {
  const client = createClient({ url })
  await client.executeMultiple(sql)
  return client
}

beforeAll(async () => {
  const dir = process.env.DATA_DIR!
  upgraded = await loadFixture(process.env.DATABASE_URL!)
  // The reference: today's migrations alone on an empty file, as a new database gets them.
  fresh = createClient({ url: `file:${path.join(dir, 'fresh.db')}` })
  for (const migration of migrations) await migration.up({ db: drizzle(fresh), req: {} } as unknown as MigrateUpArgs)
  // Stopped before the history's last two migrations.
  halfway = await loadFixture(
    `file:${path.join(dir, 'halfway.db')}`,
    FIXTURE.replace(/^INSERT INTO payload_migrations VALUES\(\d+,'20261126_[^\n]*\n/gm, ''),
  )

  process.env.PAYLOAD_SECRET = 'migration-upgrade'
  const { default: config } = await import('../../src/payload.config')
  const { bootPayload } = await import('../../src/lib/runtime/boot')
  payload = await bootPayload(config)
}, 120_000)

afterAll(async () => {
  for (const client of [upgraded, fresh, halfway]) client?.close()
  await payload?.db.destroy?.()
})

describe('a database the squashed migrations built, started with today’s migrations', () => {
  it('keeps the old records and records the migrations since, with none left pending', async () => {
    expect(OLD_NAMES).toHaveLength(10)
    const names = (await rowsOf(upgraded, 'SELECT name FROM payload_migrations ORDER BY id')).map((r) => r.name)
    expect(names).toEqual([...OLD_NAMES, ...migrations.map((migration) => migration.name)])
    const { pendingMigrations } = await import('../../src/endpoints/health')
    expect(await pendingMigrations(payload)).toEqual([])
  })

  it('has the schema of a freshly migrated database, foreign keys’ delete actions included', async () => {
    const [before, after, reference] = [
      await schemaOf(await loadFixture(`file:${path.join(process.env.DATA_DIR!, 'before.db')}`)),
      await schemaOf(upgraded),
      await schemaOf(fresh),
    ]
    expect(Object.keys(reference).length).toBeGreaterThan(50)
    expect(after).toEqual(reference)
    // What the baseline changed on the old file: the delete actions ALTER TABLE could not set.
    expect(before).not.toEqual(reference)
  })

  it('says what deleting does on every foreign key (a generated ALTER TABLE … REFERENCES does not)', async () => {
    const silent = Object.entries(await schemaOf(fresh)).flatMap(([table, { foreignKeys }]) =>
      foreignKeys.filter((key) => key.on_delete === 'NO ACTION').map((key) => `${table}.${String(key.from)}`),
    )
    expect(silent).toEqual([])
  })

  it('reads the old users, lead, post and page with its published and draft sections as they were', async () => {
    await expectPreBaselineData(payload)
  })

  it('clears a deleted advisor from the lead, as a new database does (the old file refused the delete)', async () => {
    // The app keeps an account a lead names (Users' delete hook); the foreign key is what holds beneath it.
    await expect(
      payload.delete({ collection: 'users', where: { email: { equals: 'adam@example.co.uk' } }, overrideAccess: true }),
    ).resolves.toMatchObject({ docs: [], errors: [{ message: expect.stringContaining('named on 1 lead') }] })
    await upgraded.execute('PRAGMA foreign_keys = ON')
    await upgraded.execute("DELETE FROM users WHERE email = 'adam@example.co.uk'")
    const [lead] = (await payload.find({ collection: 'leads', depth: 0 })).docs as Lead[]
    expect(lead!.advisor ?? null).toBeNull()
  })
})

describe('a database the squashed migrations left halfway', () => {
  it('is refused, naming what did not run and the commit that finishes it', async () => {
    await expect(BASELINE.up({ db: drizzle(halfway) } as unknown as MigrateUpArgs)).rejects.toThrow(
      /stopped partway.*20261126_064852_sales_desk, 20261126_080740_page_views.*commit 8d48161 \(or a later one from before the squash\)/,
    )
    // Refused before it changed anything: the old delete action is still there.
    const keys = await rowsOf(
      halfway,
      "SELECT on_delete FROM pragma_foreign_key_list('leads') WHERE \"from\" = 'advisor_id'",
    )
    expect(keys).toEqual([{ on_delete: 'NO ACTION' }])
  })
})
