import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as initial from '../../src/migrations/20261121_023218_initial'
import * as prepare from '../../src/migrations/20261123_222127_9_prepare_drafts_data'
import * as secondShape from '../../src/migrations/20261124_000506_second_shape'
import * as featuredImages from '../../src/migrations/20261124_000510_9_featured_image_urls_data'

// The migrations alone, on a database holding posts as they were before issue 9.
let dir: string
let client: Client
const warn = vi.fn()

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-migrate-'))
  client = createClient({ url: `file:${path.join(dir, 'old.db')}` })
  const args = { db: drizzle(client), payload: { logger: { warn } }, req: {} } as unknown as MigrateUpArgs
  await initial.up(args)
  await client.executeMultiple(`
    INSERT INTO media (id, alt, filename) VALUES (7, 'Warehouse', 'warehouse.png');
    INSERT INTO categories (id, name) VALUES (1, 'News');
    INSERT INTO posts (id, title, excerpt, content, category_id, status, featured_image) VALUES
      (1, 'Uploaded', 'E', '{}', 1, 'published', '/media/warehouse.png'),
      (2, 'Full URL', 'E', '{}', 1, 'published', 'https://www.example.co.uk/media/warehouse.png'),
      (3, 'Elsewhere', 'E', '{}', 1, 'draft', 'https://images.example.com/photo.jpg'),
      (4, 'None', 'E', '{}', 1, 'draft', NULL);
  `)
  await prepare.up(args)
  await secondShape.up(args)
  await featuredImages.up(args)
}, 120_000)
afterAll(() => {
  client?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('posts’ old featured-image URLs after the drafts migration', () => {
  it('point at the media-library image a URL of this site named', async () => {
    const { rows } = await client.execute('SELECT id, featured_image_id FROM posts ORDER BY id')
    expect(rows.map((row) => [row.id, row.featured_image_id])).toEqual([
      [1, 7],
      [2, 7],
      [3, null],
      [4, null],
    ])
  })

  it('log the posts whose image lived on another site, and leave no side table behind', async () => {
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('Post 3')
    expect(warn.mock.calls[0]![0]).toContain('https://images.example.com/photo.jpg')
    const { rows } = await client.execute(
      `SELECT name FROM sqlite_master WHERE name = '${featuredImages.FEATURED_IMAGE_URLS}'`,
    )
    expect(rows).toHaveLength(0)
  })

  it('leaves a database migrated before the side table existed alone', async () => {
    const args = { db: drizzle(client), payload: { logger: { warn } }, req: {} } as unknown as MigrateUpArgs
    await expect(featuredImages.up(args)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
