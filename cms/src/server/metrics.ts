import { createHash, timingSafeEqual } from 'node:crypto'

import type { RequestHandler } from 'express'
import type { Payload, Where } from 'payload'
import client from 'prom-client'

/**
 * Prometheus metrics of this process (GET /metrics, README "Metrics"). The counters are small
 * calls at the seams (the request listener, the shed answer, the job tasks); the gauges of the
 * database (outbox, jobs, overdue leads) are read when scraped.
 */
export const registry = new client.Registry()

const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route group and status',
  labelNames: ['group', 'status'] as const,
  registers: [registry],
})
const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by route group and status',
  labelNames: ['group', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})
const pageCacheAnswers = new client.Counter({
  name: 'page_cache_answers_total',
  help: 'Public pages and lists answered by the page cache, by result (hit, miss, stale, bypass)',
  labelNames: ['result'] as const,
  registers: [registry],
})
const sheds = new client.Counter({
  name: 'render_shed_total',
  help: 'Requests shed with a quick 503 because the render queue was full or the wait too long',
  registers: [registry],
})
const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Job task runs, by task and result (success, failure)',
  labelNames: ['task', 'result'] as const,
  registers: [registry],
})

/** One answered request, by its route's group (a handful of values, never the path); `cache` is the X-Cache header the page cache set, if any. */
export function countRequest(group: string, status: number, seconds: number, cache?: string) {
  const labels = { group, status: String(status) }
  httpRequests.inc(labels)
  httpDuration.observe(labels, seconds)
  if (cache) pageCacheAnswers.inc({ result: cache.toLowerCase() })
}

export const countShed = () => sheds.inc()

export const countJobRun = (task: string, result: 'success' | 'failure') => jobRuns.inc({ task, result })

/** The render limiter's slots and queue, read when scraped. */
export function watchLimiter(stats: () => { active: number; waiting: number }) {
  registry.removeSingleMetric('render_active')
  registry.removeSingleMetric('render_queue_length')
  new client.Gauge({
    name: 'render_active',
    help: 'Renders and API calls holding a slot',
    registers: [registry],
    collect() {
      this.set(stats().active)
    },
  })
  new client.Gauge({
    name: 'render_queue_length',
    help: 'Requests waiting for a render slot',
    registers: [registry],
    collect() {
      this.set(stats().waiting)
    },
  })
}

/** Gauges read from the database when scraped: the outbox, failed jobs and overdue leads. */
export function watchDatabase(payload: Payload) {
  for (const name of ['outbox_messages', 'outbox_oldest_queued_seconds', 'jobs_failed', 'leads_overdue'])
    registry.removeSingleMetric(name)
  const count = async (collection: 'outbox' | 'payload-jobs' | 'leads', where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  new client.Gauge({
    name: 'outbox_messages',
    help: 'E-mails in the outbox, by status (queued, sent, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      for (const status of ['queued', 'sent', 'failed'])
        this.set({ status }, await count('outbox', { status: { equals: status } }))
    },
  })
  new client.Gauge({
    name: 'outbox_oldest_queued_seconds',
    help: 'Age of the oldest e-mail still queued (0: none)',
    registers: [registry],
    async collect() {
      const { docs } = await payload.find({
        collection: 'outbox',
        where: { status: { equals: 'queued' } },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        pagination: false,
        select: { createdAt: true },
        overrideAccess: true,
      })
      this.set(docs[0] ? Math.max(0, (Date.now() - Date.parse(docs[0].createdAt)) / 1000) : 0)
    },
  })
  new client.Gauge({
    name: 'jobs_failed',
    help: 'Jobs that failed for good (kept in the jobs queue with their error)',
    registers: [registry],
    async collect() {
      this.set(await count('payload-jobs', { hasError: { equals: true } }))
    },
  })
  new client.Gauge({
    name: 'leads_overdue',
    help: 'Leads still new after their reply was due',
    registers: [registry],
    async collect() {
      this.set(await count('leads', { status: { equals: 'new' }, due_at: { less_than: new Date().toISOString() } }))
    },
  })
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * GET /metrics in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only; without
 * a token configured there are no metrics (404).
 */
let defaultMetrics = false

export function metricsHandler(token: string | undefined): RequestHandler {
  // Memory, event-loop lag, CPU, handles: once per process.
  if (token && !defaultMetrics) {
    defaultMetrics = true
    client.collectDefaultMetrics({ register: registry })
  }
  return async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (!token) return void res.status(404).type('text/plain').send('Not found')
    const given = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? ''
    // Compared as digests, in constant time, so neither the length nor a prefix leaks.
    if (!timingSafeEqual(digest(given), digest(token)))
      return void res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized')
    res.type(registry.contentType).send(await registry.metrics())
  }
}
