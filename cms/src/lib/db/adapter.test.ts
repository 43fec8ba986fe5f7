import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

import { createPrivately } from './adapter'

const mode = (file: string) => fs.statSync(file).mode & 0o777
let dir: string
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('createPrivately', () => {
  it("makes a new database, its folders and SQLite's WAL and SHM files the owner's only", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-private-'))
    const file = path.join(dir, 'data', 'deeper', 'site.db')
    createPrivately(file)
    expect(mode(path.join(dir, 'data'))).toBe(0o700)
    expect(mode(path.dirname(file))).toBe(0o700)
    expect(mode(file)).toBe(0o600)
    const client = createClient({ url: `file:${file}` })
    try {
      await client.execute('PRAGMA journal_mode = WAL')
      await client.execute('CREATE TABLE t (x)')
      await client.execute('INSERT INTO t VALUES (1)')
      for (const suffix of ['-wal', '-shm']) expect(mode(file + suffix), suffix).toBe(0o600)
    } finally {
      client.close()
    }
  })

  it('leaves an existing database and its content as they are', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-private-'))
    const file = path.join(dir, 'site.db')
    fs.writeFileSync(file, 'kept', { mode: 0o640 })
    createPrivately(file)
    expect(fs.readFileSync(file, 'utf8')).toBe('kept')
    expect(mode(file)).toBe(0o640)
  })
})
