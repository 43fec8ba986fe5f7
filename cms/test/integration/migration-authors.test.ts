import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as baseline from '../../src/migrations/20261126_095455_baseline'
import * as authors from '../../src/migrations/20261126_102554_authors'

// The migrations alone, on a database holding posts whose author was free text.
let dir: string
let client: Client

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-migrate-authors-'))
  client = createClient({ url: `file:${path.join(dir, 'old.db')}` })
  const args = { db: drizzle(client), payload: { logger: { warn: () => {} } }, req: {} } as unknown as MigrateUpArgs
  await baseline.up(args)
  await client.executeMultiple(`
    INSERT INTO categories (id, name) VALUES (1, 'News');
    INSERT INTO posts (id, title, excerpt, content, category_id, author) VALUES
      (1, 'One', 'E', '{}', 1, 'Priya Shah'),
      (2, 'Two', 'E', '{}', 1, ' priya shah '),
      (3, 'Three', 'E', '{}', 1, 'Tom Reynolds'),
      (4, 'Four', 'E', '{}', 1, ''),
      (5, 'Five', 'E', '{}', 1, NULL);
    INSERT INTO _posts_v (id, parent_id, version_title, version_author) VALUES
      (10, 1, 'One, first draft', 'Priya Shah'),
      (11, 3, 'Three, by someone else then', 'Hannah Okafor');
  `)
  await authors.up(args)
}, 120_000)
afterAll(() => {
  client?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('free-text authors become people', () => {
  it('makes one author per name, ignoring case and spaces, from posts and their versions', async () => {
    const { rows } = await client.execute('SELECT name FROM authors ORDER BY name')
    expect(rows.map((row) => row.name)).toEqual(['Hannah Okafor', 'Priya Shah', 'Tom Reynolds'])
  })

  it('points each post and version at its author, and leaves posts without one empty', async () => {
    const posts = await client.execute(
      'SELECT posts.id, authors.name FROM posts LEFT JOIN authors ON authors.id = posts.author_id ORDER BY posts.id',
    )
    expect(posts.rows.map((row) => [row.id, row.name])).toEqual([
      [1, 'Priya Shah'],
      [2, 'Priya Shah'],
      [3, 'Tom Reynolds'],
      [4, null],
      [5, null],
    ])
    const versions = await client.execute(
      'SELECT _posts_v.id, authors.name FROM _posts_v LEFT JOIN authors ON authors.id = _posts_v.version_author_id ORDER BY _posts_v.id',
    )
    expect(versions.rows.map((row) => [row.id, row.name])).toEqual([
      [10, 'Priya Shah'],
      [11, 'Hannah Okafor'],
    ])
  })

  it('drops the free-text columns', async () => {
    const { rows } = await client.execute("SELECT name FROM pragma_table_info('posts') WHERE name = 'author'")
    expect(rows).toEqual([])
  })
})
