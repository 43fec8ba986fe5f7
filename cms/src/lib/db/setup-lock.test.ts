import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { retryOnSchemaChange, sqliteLeaseStore } from './sqlite-internals'
import type { LeaseStore } from './types'
import { withLease } from './setup-lock'

// Two connections to one real SQLite file stand for two instances.
let dir: string
let clients: Client[]
let a: LeaseStore
let b: LeaseStore

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-lease-'))
  const url = `file:${path.join(dir, 'lease.db')}`
  clients = [createClient({ url }), createClient({ url })]
  for (const client of clients) await client.execute('PRAGMA busy_timeout = 5000')
  ;[a, b] = clients.map((client) => sqliteLeaseStore((stmt) => client.execute(stmt)))
})
afterAll(() => {
  for (const client of clients) client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('sqliteLeaseStore', () => {
  it('gives a lease to one holder until it is released or expires', async () => {
    const now = Date.now()
    expect(await a.tryAcquire('one', 'A', 1000, now)).toBe(true)
    expect(await b.tryAcquire('one', 'B', 1000, now + 10)).toBe(false)
    expect(await a.tryAcquire('one', 'A', 1000, now + 20)).toBe(true)
    expect(await b.renew('one', 'B', 1000, now + 30)).toBe(false)
    expect(await a.renew('one', 'A', 1000, now + 500)).toBe(true)
    // Renewed to now + 1500: still held at now + 1200, expired after.
    expect(await b.tryAcquire('one', 'B', 1000, now + 1200)).toBe(false)
    expect(await b.tryAcquire('one', 'B', 1000, now + 1600)).toBe(true)
    expect(await a.renew('one', 'A', 1000, now + 1700)).toBe(false)
    await a.release('one', 'A') // not A's any more: changes nothing
    expect(await a.tryAcquire('one', 'A', 1000, now + 1800)).toBe(false)
    await b.release('one', 'B')
    expect(await a.tryAcquire('one', 'A', 1000, now + 1900)).toBe(true)
  })
})

describe('retryOnSchemaChange', () => {
  const schemaChanged = Object.assign(new Error('SQLITE_SCHEMA: database schema has changed'), {
    code: 'SQLITE_SCHEMA',
  })

  it('runs a statement again after another process changed the schema under it', async () => {
    let calls = 0
    const execute = retryOnSchemaChange(async () => {
      if (++calls < 3) throw schemaChanged
      return { rowsAffected: 1 }
    })
    expect(await execute({ sql: 'SELECT 1', args: [] })).toEqual({ rowsAffected: 1 })
    expect(calls).toBe(3)
  })

  it('gives up after its attempts, and passes any other error straight on', async () => {
    let calls = 0
    const always = retryOnSchemaChange(async () => {
      calls++
      throw schemaChanged
    }, 4)
    await expect(always({ sql: 'SELECT 1', args: [] })).rejects.toThrow(/SQLITE_SCHEMA/)
    expect(calls).toBe(4)
    calls = 0
    const other = retryOnSchemaChange(async () => {
      calls++
      throw Object.assign(new Error('no such table: x'), { code: 'SQLITE_ERROR' })
    })
    await expect(other({ sql: 'SELECT 1', args: [] })).rejects.toThrow(/no such table/)
    expect(calls).toBe(1)
  })
})

describe('withLease', () => {
  it('runs tasks that start together one after the other, each once', async () => {
    const events: string[] = []
    const task = (who: string) => async () => {
      events.push(`${who} start`)
      await new Promise((resolve) => setTimeout(resolve, 150))
      events.push(`${who} end`)
      return who
    }
    const results = await Promise.all([
      withLease(a, 'setup', task('A'), { pollMs: 20 }),
      withLease(b, 'setup', task('B'), { pollMs: 20 }),
    ])
    expect(results).toEqual(['A', 'B'])
    expect(events).toHaveLength(4)
    // No overlap: every start is followed by its own end.
    expect(events[1]).toBe(events[0].replace('start', 'end'))
    expect(events[3]).toBe(events[2].replace('start', 'end'))
  })

  it('releases the lease when the task fails', async () => {
    await expect(
      withLease(a, 'fails', async () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await b.tryAcquire('fails', 'B', 1000, Date.now())).toBe(true)
  })

  it('gives up with a clear error when the lease stays taken', async () => {
    expect(await a.tryAcquire('stuck', 'A', 60_000, Date.now())).toBe(true)
    await expect(withLease(b, 'stuck', async () => 'never', { pollMs: 10, timeoutMs: 50 })).rejects.toThrow(
      /Timed out waiting for the "stuck" lease/,
    )
  })
})
