import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

const TOKEN = 'metrics-token-for-the-test'
let t: TestServer

beforeAll(async () => {
  process.env.METRICS_TOKEN = TOKEN
  t = await startTestServer({ accounts: false })
})
afterAll(async () => {
  await t?.close()
  delete process.env.METRICS_TOKEN
})

const scrape = async () => {
  const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.text()
}
/** The value of one sample line, e.g. `outbox_messages{status="queued"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('needs the bearer token from METRICS_TOKEN', async () => {
    const none = await t.request('/metrics')
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    const wrong = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).not.toContain('http_requests_total')
  })

  it('counts requests by route group and status, with latency histograms', async () => {
    const before = sample(await scrape(), 'http_requests_total{group="health",status="200"}') ?? 0
    for (let i = 0; i < 3; i++) await t.request('/api/health/live')
    await t.request('/api/no-such-route')
    // A request is counted when its connection is done with it, a moment after the client has the answer.
    await expect
      .poll(async () => sample(await scrape(), 'http_requests_total{group="health",status="200"}'))
      .toBe(before + 3)
    const text = await scrape()
    expect(sample(text, 'http_requests_total{group="api",status="404"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",group="health",status="200"}')).toBe(before + 3)
  })

  it('counts page-cache hits and misses', async () => {
    await t.request('/api/faqs')
    await t.request('/api/faqs')
    await expect
      .poll(async () => sample(await scrape(), 'page_cache_answers_total{result="hit"}'))
      .toBeGreaterThanOrEqual(1)
    expect(sample(await scrape(), 'page_cache_answers_total{result="miss"}')).toBeGreaterThanOrEqual(1)
  })

  it('reports the outbox, overdue leads, jobs, the render queue and the process', async () => {
    const res = await t.request('/api/forms/contact', {
      method: 'POST',
      body: {
        name: 'Metric Reader',
        email: 'reader@acme.example',
        company: 'Acme',
        message: 'Counting things.',
        source: 'Contact Form /contact',
      },
    })
    expect(res.status).toBe(201)
    // A lead whose reply was due an hour ago, still new.
    const lead = await t.payload.find({ collection: 'leads', limit: 1, overrideAccess: true })
    await t.payload.update({
      collection: 'leads',
      id: lead.docs[0].id,
      data: { due_at: new Date(Date.now() - 3_600_000).toISOString() },
      overrideAccess: true,
    })
    await t.payload.jobs.queue({ task: 'chase-overdue-leads', input: {} })
    await t.payload.jobs.run({ limit: 10 })

    const text = await scrape()
    // Without SMTP_URL every e-mail stays queued.
    expect(sample(text, 'outbox_messages{status="queued"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'outbox_oldest_queued_seconds')).toBeGreaterThan(0)
    expect(sample(text, 'leads_overdue')).toBe(1)
    expect(sample(text, 'job_runs_total{task="chase-overdue-leads",result="success"}')).toBe(1)
    expect(sample(text, 'jobs_failed')).toBe(0)
    expect(sample(text, 'render_queue_length')).toBe(0)
    expect(sample(text, 'render_shed_total')).toBe(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
  })
})
