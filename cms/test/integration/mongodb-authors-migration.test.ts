import type { MigrateUpArgs, MongooseAdapter } from '@payloadcms/db-mongodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up } from '../../src/migrations-mongodb/20261126_102554_authors_data'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ accounts: false })
})
afterAll(() => t?.close())

describe('free-text authors become people on MongoDB', () => {
  it('makes one author per name from posts and versions, and points them at it', async () => {
    const db = t.payload.db as unknown as MongooseAdapter
    const posts = db.collections.posts!.collection
    const versions = db.versions.posts!.collection
    // Documents as the old schema stored them: the author as text.
    const { insertedIds } = await posts.insertMany([
      { title: 'One', author: 'Priya Shah' },
      { title: 'Two', author: ' priya shah ' },
      { title: 'Three', author: '' },
    ])
    await versions.insertOne({ parent: insertedIds[0], version: { title: 'One, draft', author: 'Hannah Okafor' } })

    await up({ payload: t.payload, req: {} } as unknown as MigrateUpArgs)

    const authors = await db.collections.authors!.collection.find({}).toArray()
    expect(authors.map((a) => a.name).sort()).toEqual(['Hannah Okafor', 'Priya Shah'])
    const id = (name: string) => String(authors.find((a) => a.name === name)!._id)
    const after = await posts.find({ _id: { $in: Object.values(insertedIds) } }).toArray()
    expect(after.map((p) => (p.author === undefined ? undefined : String(p.author)))).toEqual([
      id('Priya Shah'),
      id('Priya Shah'),
      undefined,
    ])
    const [version] = await versions.find({ parent: insertedIds[0] }).toArray()
    expect(String(version!.version.author)).toBe(id('Hannah Okafor'))
  })
})
