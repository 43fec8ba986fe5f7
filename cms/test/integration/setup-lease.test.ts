import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dbInternals } from '../../src/lib/db/internals'
import { withLease } from '../../src/lib/db/setup-lock'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ accounts: false })
})
afterAll(() => t?.close())

describe("the set-up lease in the booted database (the adapter's own store)", () => {
  it('lets two instances run the set-up one after the other, never together', async () => {
    const [a, b] = [dbInternals(t.payload).leaseStore(), dbInternals(t.payload).leaseStore()]
    const log: string[] = []
    const task = (who: string) => async () => {
      log.push(`${who} starts`)
      await new Promise((resolve) => setTimeout(resolve, 150))
      log.push(`${who} ends`)
      return who
    }
    const results = await Promise.all([
      withLease(a, 'setup-test', task('A'), { pollMs: 20 }),
      withLease(b, 'setup-test', task('B'), { pollMs: 20 }),
    ])
    expect(results).toEqual(['A', 'B'])
    expect(log).toHaveLength(4)
    for (let i = 0; i < 4; i += 2) expect(log[i + 1]).toBe(log[i].replace('starts', 'ends'))
  })

  it('is free again once released, and an expired lease can be taken over', async () => {
    const [a, b] = [dbInternals(t.payload).leaseStore(), dbInternals(t.payload).leaseStore()]
    const now = Date.now()
    expect(await a.tryAcquire('expiring', 'A', 1000, now)).toBe(true)
    expect(await b.tryAcquire('expiring', 'B', 1000, now + 10)).toBe(false)
    expect(await b.tryAcquire('expiring', 'B', 1000, now + 1500)).toBe(true)
    expect(await a.renew('expiring', 'A', 1000, now + 1600)).toBe(false)
    await b.release('expiring', 'B')
    expect(await a.tryAcquire('expiring', 'A', 1000, now + 1700)).toBe(true)
  })
})
