import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { LOCK_WAIT_MS, onlyReads, serializeWrites, type LibsqlClient } from './sqlite-writes'

// A real SQLite file in WAL mode, as the server runs it.
let dir: string
let client: Client
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-writes-'))
  client = createClient({ url: `file:${path.join(dir, 'w.db')}` })
  await client.execute(`PRAGMA busy_timeout = ${LOCK_WAIT_MS}`)
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('CREATE TABLE t (n integer)')
  serializeWrites(client as unknown as LibsqlClient)
})
afterEach(() => {
  client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const count = async () => Number((await client.execute('SELECT count(*) AS n FROM t')).rows[0].n)

describe('serializeWrites', () => {
  it('holds a write back until the open transaction ends, with the event loop free meanwhile', async () => {
    const tx = await client.transaction('write')
    await tx.execute('INSERT INTO t VALUES (1)')
    const order: string[] = []
    const write = client.execute('INSERT INTO t VALUES (2)').then(() => order.push('write'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    order.push('timer')
    // Reads go on during the transaction, on the last committed snapshot.
    expect(await count()).toBe(0)
    await tx.commit()
    await write
    expect(order).toEqual(['timer', 'write'])
    expect(await count()).toBe(2)
  })

  it('lets the next transaction in once a transaction rolls back', async () => {
    const first = await client.transaction('write')
    await first.execute('INSERT INTO t VALUES (1)')
    const second = client.transaction('write')
    await first.rollback()
    const tx = await second
    await tx.execute('INSERT INTO t VALUES (2)')
    await tx.commit()
    expect(await count()).toBe(1)
  })

  it('gives the busy timeout to the connection libsql opens in place of the one a transaction takes', async () => {
    const tx = await client.transaction('write')
    const { rows } = await client.execute('PRAGMA busy_timeout')
    await tx.commit()
    expect(Object.values(rows[0]).map(Number)).toContain(LOCK_WAIT_MS)
  })

  it('tells plain reads from everything else', () => {
    expect(onlyReads('select 1')).toBe(true)
    expect(onlyReads({ sql: '  SELECT * FROM t' })).toBe(true)
    expect(onlyReads('insert into t values (1) returning *')).toBe(false)
    expect(onlyReads('with x as (select 1) delete from t')).toBe(false)
    expect(onlyReads('PRAGMA busy_timeout')).toBe(true)
    expect(onlyReads('PRAGMA busy_timeout = 1')).toBe(false)
  })
})
