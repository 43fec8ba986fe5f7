import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { recordRead } from '../lib/content/render-reads'
import { bumpSiteRevision } from '../lib/content/site-revision'
import { createRouteTable } from './route-table'
import { frontDoor, type Render } from './front-door'
import { createLimiter } from './overload'

/** A payload whose key-value store (the site revision and its tags) lives in memory. */
function memoryPayload() {
  const store = new Map<string, unknown>()
  return {
    kv: {
      get: async (key: string) => store.get(key) ?? null,
      set: async (key: string, v: unknown) => store.set(key, v),
    },
    logger: { error: () => {} },
  } as unknown as Payload
}

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/**
 * The front door over HTTP with the cache on. `/news` reads posts and `/faq` reads FAQs; each render
 * answers the current `version` and can be held until `release()`.
 */
async function serve(staleForMs: number) {
  const payload = memoryPayload()
  const state = { version: 1, renders: [] as string[], hold: undefined as Promise<void> | undefined }
  const render: Render = async (request) => {
    const path = new URL(request.url).pathname
    recordRead(path === '/news' ? 'c:posts' : 'c:faq-items')
    const version = state.version
    state.renders.push(`${path} v${version}`)
    await state.hold
    return new Response(`${path} v${version}`, { headers: { 'content-type': 'text/html' } })
  }
  const front = frontDoor({
    payload,
    app: () => {},
    limiter: createLimiter({ concurrency: 2, queue: 10, maxWaitMs: 5000 }),
    routeOf: createRouteTable({
      endpoints: [],
      collections: [],
      web: true,
      pagesCacheable: true,
      isStaticFile: () => false,
      pageQueryParams: () => [],
    }),
    renderers: { web: render, list: render },
    maxBytes: 1024 * 1024,
    staleForMs,
    clientOf: () => '127.0.0.1',
    perClient: 1000,
  })
  const server = http.createServer(front.listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string) => {
    const res = await fetch(base + path)
    return { cache: res.headers.get('x-cache'), body: await res.text() }
  }
  const holdRenders = () => {
    let release = () => {}
    state.hold = new Promise<void>((resolve) => (release = resolve))
    return () => {
      state.hold = undefined
      release()
    }
  }
  return { payload, state, get, holdRenders }
}

describe('the page cache after a publish (issue 22)', () => {
  it('serves the page that was current while one render of the new version runs, then swaps it in', async () => {
    const { payload, state, get, holdRenders } = await serve(4000)
    expect(await get('/news')).toEqual({ cache: 'MISS', body: '/news v1' })
    const release = holdRenders()
    state.version = 2
    await bumpSiteRevision(payload, 'c:posts')
    for (let i = 0; i < 3; i++) expect(await get('/news')).toEqual({ cache: 'STALE', body: '/news v1' })
    release()
    await vi.waitFor(() => expect(state.renders).toEqual(['/news v1', '/news v2']))
    await vi.waitFor(async () => expect(await get('/news')).toEqual({ cache: 'HIT', body: '/news v2' }))
    expect(state.renders).toHaveLength(2)
  })

  it('re-renders in the background the pages that read what changed, and only those', async () => {
    const { payload, state, get } = await serve(4000)
    await get('/news')
    await get('/faq')
    state.version = 2
    await bumpSiteRevision(payload, 'c:faq-items')
    expect(await get('/news')).toEqual({ cache: 'HIT', body: '/news v1' })
    await vi.waitFor(() => expect(state.renders).toContain('/faq v2'))
    await vi.waitFor(async () => expect(await get('/faq')).toEqual({ cache: 'HIT', body: '/faq v2' }))
    expect(state.renders).toEqual(['/news v1', '/faq v1', '/faq v2'])
  })

  it('never serves a retired page past the stale window: then the visitor gets the new version', async () => {
    const { payload, state, get } = await serve(0)
    await get('/news')
    state.version = 2
    await bumpSiteRevision(payload, 'c:posts')
    expect(await get('/news')).toEqual({ cache: 'MISS', body: '/news v2' })
  })
})
