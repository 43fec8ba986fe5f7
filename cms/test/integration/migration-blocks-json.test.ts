import type { Client } from '@libsql/client'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../src/migrations'
import type { Media, Page } from '../../src/shared/payload-types'

// A database made before issue 10 (sections in per-block tables), with published pages, drafts and
// versions, then migrated up: Payload must return every document and version as it did before.
type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']
const BLOCKS_JSON = '20261124_112325_10_blocks_as_json'
const COLLECTIONS = ['pages', 'landing-pages'] as const

let payload: Payload
const query = async (statement: string) =>
  (await (payload.db as unknown as { client: Client }).client.execute(statement)).rows
let before: unknown
let after: unknown

/** Everything Payload returns about the sections: live and latest-draft documents, and every version. */
async function snapshot() {
  const all = {} as Record<string, unknown>
  for (const collection of COLLECTIONS) {
    for (const draft of [false, true]) {
      const { docs } = await payload.find({ collection, draft, depth: 1, limit: 0, sort: 'id' })
      all[`${collection} draft=${draft}`] = docs
    }
    const { docs } = await payload.findVersions({ collection, depth: 1, limit: 0, sort: 'id' })
    all[`${collection} versions`] = docs
  }
  return all
}

beforeAll(async () => {
  process.env.PAYLOAD_SECRET = 'migration-blocks-json'
  const { default: config } = await import('../../src/payload.config')
  const { seed } = await import('@b1/seed')
  payload = await getPayload({ config })
  const earlier = migrations.filter((m) => m.name !== BLOCKS_JSON)
  expect(earlier).toHaveLength(migrations.length - 1)
  await payload.db.migrate({ migrations: earlier as Migrations })

  // 9_editor_links_data left the adapter on the per-block tables, where the product wrote before issue 10.
  expect(await payload.db.count({ collection: 'pages' })).toEqual({ totalDocs: 0 })
  expect(await query('SELECT count(*) AS n FROM pages_blocks_hero')).toEqual([expect.objectContaining({ n: 0 })])

  await seed(payload, { log: () => {} })
  const image = (await payload.find({ collection: 'media', limit: 1 })).docs[0] as Media
  expect(image).toBeDefined()
  const posts = (await payload.find({ collection: 'posts', limit: 1 })).docs
  const home = (await payload.find({ collection: 'pages', where: { path: { equals: '/' } } })).docs[0] as Page
  // A published edit, then a draft on top: nested arrays, an upload and a link inside blocks.
  const hero = home.blocks!.find((block) => block.blockType === 'hero')!
  await payload.update({
    collection: 'pages',
    id: home.id,
    data: {
      blocks: [
        { ...hero, heading: 'Published hero', highlights: [{ text: 'One' }, { text: 'Two' }], image: image.id },
        ...home.blocks!.filter((block) => block !== hero),
      ],
    },
  })
  await payload.update({
    collection: 'pages',
    id: home.id,
    draft: true,
    data: {
      blocks: [
        {
          blockType: 'cta-banner',
          heading: 'Draft banner',
          primary_cta: { label: 'Read', type: 'reference', reference: { relationTo: 'posts', value: posts[0]!.id } },
        },
        { ...hero, heading: 'Draft hero', highlights: [{ text: 'Three' }] },
      ],
    },
  })
  before = await snapshot()
  // Something to lose: the draft and its nested arrays are really there.
  expect(JSON.stringify(before)).toContain('Draft hero')
  expect(JSON.stringify(before)).toContain('Published hero')

  await payload.db.migrate({ migrations: migrations as Migrations })
  after = await snapshot()
}, 240_000)

afterAll(async () => {
  await payload?.db.destroy?.()
})

describe('10_blocks_as_json on a database with sections in the old tables', () => {
  it('keeps every section of every page and landing page, published, draft and each version', () => {
    expect(after).toEqual(before)
  })

  it('stores them in one JSON column and drops the per-block tables', async () => {
    expect(await query("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%blocks%'")).toEqual([])
    expect(await query("SELECT id FROM _pages_v WHERE version_blocks LIKE '%Draft hero%'")).not.toEqual([])
  })

  it('refuses to go down rather than lose the sections', async () => {
    const blocksJson = migrations.find((migration) => migration.name === BLOCKS_JSON)!
    await expect(blocksJson.down({} as never)).rejects.toThrow(/cannot be undone/)
  })
})
