import { execFileSync } from 'node:child_process'
import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createRouteTable } from './route-table'
import { frontDoor, type Render } from './front-door'
import { limiterFromEnv, type Limiter } from './overload'
import { OVERLOADED_MESSAGE } from './overloaded-response'
import { workOf } from './request-work'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

const fakePayload = {
  kv: { get: async () => ({ value: 'revision-1' }), set: async () => {} },
  logger: { error: () => {} },
} as unknown as Payload

const servers: http.Server[] = []
afterEach(async () => {
  vi.unstubAllEnvs()
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** The front door over real HTTP, limits from the environment; pages render with `render`, /api/* goes to `app`. */
async function serve(env: Record<string, string>, render: Render, app: RequestListener = () => {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const limiter = limiterFromEnv()
  const front = frontDoor({
    payload: fakePayload,
    app,
    limiter,
    maxBytes: 1024 * 1024,
    enabled: false,
    routeOf: createRouteTable({
      endpoints: [],
      collections: [],
      web: true,
      pagesCacheable: true,
      isStaticFile: () => false,
      pageQueryParams: () => [],
    }),
    renderers: { web: render, list: render },
    clientOf: (req) => req.socket.remoteAddress ?? '',
    perClient: 1000,
    staleForMs: 0,
  })
  const server = http.createServer(front.listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const answered: string[] = []
  server.on('request', (req, res) => res.once('close', () => answered.push(req.url ?? '')))
  const { port } = server.address() as AddressInfo
  return { limiter, port, answered, base: `http://127.0.0.1:${port}` }
}

/**
 * What a burst leaves in the listen backlog: another process connects, sends `path` and closes,
 * while this process's event loop is blocked (the call is synchronous), so the request and the end
 * of its connection wait together to be read.
 */
const sendAndLeave = (port: number, path: string) =>
  execFileSync(process.execPath, [
    '-e',
    `const s = require('node:net').connect(${port}, '127.0.0.1', () =>
       s.end('GET ${path} HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n\\r\\n', () => s.destroy()))`,
  ])

const page = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
const waitForStats = (limiter: Limiter, stats: ReturnType<Limiter['stats']>) =>
  vi.waitFor(() => expect(limiter.stats()).toEqual(stats), { timeout: 10_000, interval: 10 })

describe('the front door with the cache off', () => {
  it('compresses each answer in the one encoding its client takes', async () => {
    const body = 'A page. '.repeat(200)
    const { base } = await serve({}, async () => page(body))
    for (const encoding of ['br', 'gzip', 'identity']) {
      const raw = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) =>
        http
          .get(`${base}/page`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }))
          })
          .on('error', reject),
      )
      expect(raw.encoding ?? 'identity').toBe(encoding)
      const decoded =
        encoding === 'br'
          ? zlib.brotliDecompressSync(raw.bytes)
          : encoding === 'gzip'
            ? zlib.gunzipSync(raw.bytes)
            : raw.bytes
      expect(decoded.toString()).toBe(body)
    }
  })
})

describe('the front door under overload', () => {
  it('never renders a request whose client left while it was queued', async () => {
    const gate = deferred()
    const rendered: string[] = []
    const { limiter, base } = await serve({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '4' }, async (request) => {
      const { pathname } = new URL(request.url)
      rendered.push(pathname)
      if (pathname === '/busy') await gate.promise
      return page(pathname)
    })

    const busy = fetch(`${base}/busy`)
    await waitForStats(limiter, { active: 1, waiting: 0 })
    const client = new AbortController()
    const abandoned = fetch(`${base}/abandoned`, { signal: client.signal })
    await waitForStats(limiter, { active: 1, waiting: 1 })
    client.abort()
    await expect(abandoned).rejects.toThrow()
    await waitForStats(limiter, { active: 1, waiting: 0 })

    gate.resolve()
    expect((await busy).status).toBe(200)
    expect(await (await fetch(`${base}/after`)).text()).toBe('/after')
    expect(rendered).toEqual(['/busy', '/after'])
  })

  it('does no work for requests whose clients left before they were read, a page or an API call', async () => {
    const rendered: string[] = []
    const started: string[] = []
    const app: RequestListener = (req, res) => {
      started.push(req.url ?? '')
      res.end('done')
    }
    const { port, answered, base } = await serve(
      { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '4' },
      async (request) => {
        rendered.push(new URL(request.url).pathname)
        return page('')
      },
      app,
    )

    sendAndLeave(port, '/gone')
    sendAndLeave(port, '/api/gone')
    await vi.waitFor(() => expect(answered.sort()).toEqual(['/api/gone', '/gone']), { timeout: 10_000 })
    expect((await fetch(`${base}/here`)).status).toBe(200)
    expect((await fetch(`${base}/api/here`)).status).toBe(200)
    expect(rendered).toEqual(['/here'])
    expect(started).toEqual(['/api/here'])
  })

  it('answers 503 with Retry-After when every slot is busy and the queue is full, in JSON under /api', async () => {
    const gate = deferred()
    const { limiter, base } = await serve({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0' }, async () => {
      await gate.promise
      return page('slow')
    })

    const busy = fetch(`${base}/busy`)
    await waitForStats(limiter, { active: 1, waiting: 0 })
    const shedPage = await fetch(`${base}/another`)
    expect(shedPage.status).toBe(503)
    expect(shedPage.headers.get('retry-after')).toBe('1')
    expect(await shedPage.text()).toBe(OVERLOADED_MESSAGE)
    const shedApi = await fetch(`${base}/api/posts?limit=100`)
    expect(shedApi.status).toBe(503)
    expect(shedApi.headers.get('retry-after')).toBe('1')
    expect(await shedApi.json()).toEqual({ detail: OVERLOADED_MESSAGE, errors: [{ message: OVERLOADED_MESSAGE }] })

    gate.resolve()
    expect(await (await busy).text()).toBe('slow')
  })

  it('keeps the slot of a request whose client left until its work has settled, and starts no more of it', async () => {
    const gate = deferred()
    const calls: string[] = []
    const app: RequestListener = async (req, res) => {
      const work = workOf(req, res)
      calls.push(`start ${req.url}`)
      await work.run(() => (req.url === '/api/slow' ? gate.promise : Promise.resolve()))
      await work.run(async () => calls.push(`second call ${req.url}`)).catch(() => calls.push(`refused ${req.url}`))
      res.end('done')
    }
    const { limiter, base } = await serve({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '4' }, async () => page(''), app)

    const client = new AbortController()
    const slow = fetch(`${base}/api/slow`, { signal: client.signal })
    await waitForStats(limiter, { active: 1, waiting: 0 })
    client.abort()
    await expect(slow).rejects.toThrow()
    const next = fetch(`${base}/api/next`)
    // The client of /api/slow has gone, but its work has not finished: /api/next waits for the slot.
    await waitForStats(limiter, { active: 1, waiting: 1 })
    expect(calls).toEqual(['start /api/slow'])

    gate.resolve()
    expect(await (await next).text()).toBe('done')
    expect(calls).toEqual(['start /api/slow', 'refused /api/slow', 'start /api/next', 'second call /api/next'])
  })
})
