import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { viewCounter } from '../../src/analytics/counter'
import { setRateLimit } from '../../src/contract/rate-limit'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  // One render or API call at a time and no queue: anything inside the limiter sheds under a burst.
  process.env.RENDER_CONCURRENCY = '1'
  process.env.RENDER_QUEUE = '0'
  t = await startTestServer({ accounts: false })
})
afterAll(async () => {
  delete process.env.RENDER_CONCURRENCY
  delete process.env.RENDER_QUEUE
  await setRateLimit('page-view', undefined)
  await t?.close()
})

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'

const beacon = (client: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/api/analytics/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': client, ...headers },
    body: JSON.stringify({ path: '/pricing' }),
  })

describe('the page-view beacon', () => {
  it('is never shed by the render limiter, while API calls in the same burst are', async () => {
    await setRateLimit('page-view', { max: 1000, windowMs: 60_000 })
    const [views, lists] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, (_, i) => beacon(`198.51.100.${i + 1}`).then((r) => r.status))),
      Promise.all(Array.from({ length: 8 }, () => fetch(`${t.baseUrl}/api/auth/me`).then((r) => r.status))),
    ])
    expect(views).toEqual(Array(20).fill(202))
    // The limiter is really that tight: calls that go through it are refused in the same burst.
    expect(lists).toContain(503)
  })

  it('allows one client a reader’s pace, then answers 429 with Retry-After; other clients carry on', async () => {
    await setRateLimit('page-view', { max: 3, windowMs: 60_000 })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await beacon('203.0.113.7')).status)
    expect(statuses).toEqual([202, 202, 202, 429, 429])
    const refused = await beacon('203.0.113.7')
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toEqual({ detail: expect.stringContaining('Too many requests') })
    expect((await beacon('203.0.113.8')).status).toBe(202)
  })

  it('still ignores bots: answered, never counted', async () => {
    await setRateLimit('page-view', { max: 1000, windowMs: 60_000 })
    await viewCounter.flush(t.payload)
    const bot = await beacon('192.0.2.9', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    expect(bot.status).toBe(202)
    expect(await bot.json()).toEqual({ success: true })
    expect(viewCounter.size).toBe(0)
    const counted = await beacon('192.0.2.9')
    expect(counted.status).toBe(202)
    // The same answer whether the view was counted or not.
    expect(await counted.json()).toEqual({ success: true })
    expect(viewCounter.size).toBe(1)
  })
})
