import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { serverUrl } from '../config/derived-settings'
import { collectReads } from '../lib/content/render-reads'
import { getSiteRevision, revisionTags } from '../lib/content/site-revision'
import { createLimiter, Overloaded, type Limiter } from './overload'
import {
  bypassReason,
  ByteLru,
  cacheKey,
  chooseEncoding,
  isCacheable,
  PUBLIC_CACHE_CONTROL,
  sendEntry,
  toEntry,
  type Encoding,
  type Entry,
  type Rendered,
} from './page-cache'
import { readBody } from './body-limits'
import { createClientCap, TOO_MANY_AT_ONCE } from './client-cap'
import { baseHeaders, publicOriginHsts } from './headers'
import { publicUrl } from './public-origin'
import { sendOverloaded } from './overloaded-response'
import { MALFORMED, refuse } from './refusal'
import { UNKNOWN, type RouteOf, type RouteRecord } from './route-table'
import { afterPendingIo, attachWork, closeSignal, createRequestWork } from './request-work'
import { createRefresher, revisionClock } from './revalidation'

/** Renders one anonymous GET (a page, a `.data` request or a public list) into a Fetch Response. */
export type Render = (request: Request, clientIp: string) => Promise<Response>

export type FrontDoorOptions = {
  payload: Payload
  /** Everything the front door does not answer itself: the express app. */
  app: RequestListener
  limiter: Limiter
  /** The lane of signed-in staff work (staff-lane.ts), or null for the shared `limiter`. */
  staffLane?: (req: IncomingMessage) => Limiter | null
  /** The route table: what each request is, and so how it is answered. */
  routeOf: RouteOf
  /** The renderers of cacheable routes: pages (the web app, when built) and the contract's public lists. */
  renderers: { web?: Render; list: Render }
  /** Bound on the bytes the cache holds (all encodings together). */
  maxBytes: number
  /** Off: every cacheable request renders (still bounded and compressed); for the benchmark's uncached rows. */
  enabled?: boolean
  /** The client's address as TRUST_PROXY says (an IPv6 client by its /64), for the per-client cap. */
  clientOf: (req: IncomingMessage) => string
  /** Requests one client may have in progress past the cache (reading a body, waiting or rendering). */
  perClient: number
  /** How long a client may take to send a request body. */
  bodyTimeoutMs?: number
  /** How long after a publish the page that was current may still be served (PAGE_STALE_MS; 0: never). */
  staleForMs: number
}

/** 429 for a client with too many requests in progress; its other requests go on. */
const refuseBusyClient = (res: ServerResponse, route: RouteRecord) =>
  refuse(res, route.errors, 429, TOO_MANY_AT_ONCE, { headers: { 'Retry-After': '1' }, unread: true })

const apiPath = (pathname: string) => pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')

/** Who a render is for: a visitor (its Accept header and address; uncached, its one encoding), or the cache. */
type RenderFor = { accept: string; clientIp: string; only?: Encoding | 'identity' }
const BACKGROUND: RenderFor = { accept: '*/*', clientIp: 'page-cache' }
/**
 * Background re-renders at once, beside the limiter's slots: under load a render spends most of its
 * time waiting for turns of an event loop busy with hits, so several overlap at little CPU cost. They
 * start only while no visitor waits for a slot.
 */
const BACKGROUND_RENDERS = 4

type Flight = { promise: Promise<{ entry?: Entry; rendered?: Rendered }>; waiters: number; abort: AbortController }

const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection'])

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's route record, set once by the front door; metrics and logs read it (express owns `req.route`). */
    routeRecord?: RouteRecord
  }
}

/** Kinds whose answers come from our code with no Cache-Control of their own unless they set one. */
const PRIVATE_BY_DEFAULT = new Set(['page', 'portal'])
const API_KINDS = new Set(['contract', 'rest'])

/**
 * The Node request listener, in front of express: cached public responses are answered here, with
 * no middleware in the way; misses render once per URL and revision, inside the bounded limiter;
 * everything else goes to express, its expensive parts through the same limiter.
 */
export function frontDoor(opts: FrontDoorOptions) {
  const { payload, app, limiter, enabled = true } = opts
  const renderOf = (route: RouteRecord) => (route.cache ? opts.renderers[route.cache.render] : undefined)
  const cache = new ByteLru<Entry>(opts.maxBytes)
  const clients = createClientCap(opts.perClient)
  const flights = new Map<string, Flight>()
  const origin = new URL(serverUrl()).origin
  const clock = revisionClock(opts.staleForMs)
  // The refresher bounds these itself; this lane only lets their work run outside the visitors' slots.
  const background = createLimiter({ concurrency: BACKGROUND_RENDERS, queue: 0, maxWaitMs: 1 })
  const refresher = createRefresher({
    limiter,
    slots: BACKGROUND_RENDERS,
    refresh: async (key) => {
      const render = renderOf(opts.routeOf('GET', key.split('?')[0]))
      const revision = await getSiteRevision(payload)
      const held = cache.peek(key)
      // Gone from the cache, or still (or again) current: nothing to do.
      if (!render || !held || isCurrent(held, revision)) return
      const flight = fly(key, revision, render, BACKGROUND, background)
      // The cache waits for it too: a visitor who joined and left does not stop it.
      flight.waiters++
      await flight.promise
    },
  })

  // Cached answers skip express, so they get the same headers here.
  const applySecurityHeaders = (req: IncomingMessage, res: ServerResponse) => {
    baseHeaders(req as never, res as never, () => {})
    publicOriginHsts(res)
  }

  /** Whether the tag revisions `tags` were read under are still the current ones. */
  const tagsCurrent = (tags: Record<string, string>) => {
    const now = revisionTags(payload)
    return Object.entries(tags).every(([tag, value]) => now[tag] === value)
  }

  /**
   * An entry is current under its own revision, or under a later one that changed nothing its render
   * read (its tags): then it is noted as current under this one too.
   */
  function isCurrent(entry: Entry, revision: string) {
    if (entry.revision === revision) return true
    if (!entry.tags || !tagsCurrent(entry.tags)) return false
    entry.revision = revision
    return true
  }

  /** Renders the key, not the request's URL: what a key holds is the page of that URL. */
  function fly(key: string, revision: string, render: Render, from: RenderFor, lane: Limiter = limiter): Flight {
    const id = `${revision} ${key}`
    const existing = enabled ? flights.get(id) : undefined
    // A render whose every client left is being aborted and may take a while to settle: a new
    // request starts its own instead of waiting on that one.
    if (existing && !existing.abort.signal.aborted) return existing
    const abort = new AbortController()
    const promise = lane
      .run(async () => {
        // What the render reads is tagged with the revisions current when it starts.
        const startTags = { ...revisionTags(payload) }
        const { result: response, tags: read } = await collectReads(() =>
          render(
            new Request(`${origin}${key}`, {
              headers: { accept: from.accept },
              signal: abort.signal,
            }),
            from.clientIp,
          ),
        )
        const rendered: Rendered = {
          status: response.status,
          headers: response.headers,
          body: Buffer.from(await response.arrayBuffer()),
        }
        // Every client waiting for it left: nobody gets this page, so it is not compressed either.
        abort.signal.throwIfAborted()
        if (!isCacheable(rendered)) return { rendered }
        const entry: Entry = await toEntry(rendered, revision, { 'Cache-Control': PUBLIC_CACHE_CONTROL }, from.only)
        if (read.size > 0) entry.tags = Object.fromEntries([...read].map((tag) => [tag, startTags[tag] ?? '']))
        // Stored only while still current: a publish during the render must not keep the old page.
        if (enabled && isCurrent(entry, await getSiteRevision(payload))) cache.set(key, entry)
        return { entry }
      }, abort.signal)
      .finally(() => {
        if (flights.get(id) === flight) flights.delete(id)
      })
    const flight: Flight = { promise, waiters: 0, abort }
    // Uncached (the benchmark's baseline), every request renders on its own.
    if (enabled) flights.set(id, flight)
    return flight
  }

  async function answerCacheable(req: IncomingMessage, res: ServerResponse, render: Render, route: RouteRecord) {
    const signal = closeSignal(req, res)
    const key = cacheKey(req.url ?? '/', route.cache!.params)
    // Uncached, nothing is stored or compared, so the revision is not read.
    const revision = enabled ? await getSiteRevision(payload) : ''
    applySecurityHeaders(req, res)
    // A publish: the pages held that read what changed are made again in the background, visitors'
    // own misses first.
    if (enabled && clock.observe(revision))
      refresher.add([...cache.keys()].reverse().filter((held) => !isCurrent(cache.peek(held)!, revision)))
    const hit = enabled ? cache.get(key) : undefined
    if (hit && isCurrent(hit, revision)) return sendEntry(req, res, hit, 'HIT')
    // Nobody waits for a publish: until the page's new version is ready (a few seconds at most), the
    // page that was current is served.
    if (hit && clock.servable(hit.revision)) {
      refresher.add([key], true)
      return sendEntry(req, res, hit, 'STALE')
    }

    if (!clients.enter(opts.clientOf(req), res)) return refuseBusyClient(res, route)
    await afterPendingIo()
    if (signal.aborted) return
    const flight = fly(key, revision, render, {
      accept: req.headers.accept ?? '*/*',
      clientIp: req.socket.remoteAddress ?? 'unknown',
      // Uncached, the answer goes to this one client: only its encoding is made.
      only: enabled ? undefined : chooseEncoding(req.headers['accept-encoding']),
    })
    flight.waiters++
    // The shared render stops only when every client waiting for it has gone.
    signal.addEventListener('abort', () => {
      if (--flight.waiters === 0) flight.abort.abort(signal.reason)
    })
    let result: Awaited<Flight['promise']>
    try {
      result = await flight.promise
    } catch (error) {
      if (res.destroyed || signal.aborted) return
      if (error instanceof Overloaded) return sendOverloaded(req, res, route.errors)
      throw error
    }
    if (res.destroyed) return
    if (result.entry) return sendEntry(req, res, result.entry, enabled ? 'MISS' : 'BYPASS')
    const { rendered } = result
    res.statusCode = rendered!.status
    for (const [name, value] of rendered!.headers) if (!DROPPED.has(name)) res.setHeader(name, value)
    res.setHeader('X-Cache', 'BYPASS')
    res.setHeader('Content-Length', rendered!.body.length)
    res.end(req.method === 'HEAD' ? undefined : rendered!.body)
  }

  /**
   * A request express answers (Payload REST, the contract, the portal, signed-in renders) has its
   * whole body read first, under its route's limit, so a client sending slowly holds a socket but
   * never a slot. A queued route then holds its slot until its answer is written and the Payload work
   * it started has settled, even if its client left earlier.
   */
  function answerThrough(req: IncomingMessage, res: ServerResponse, route: RouteRecord) {
    if (PRIVATE_BY_DEFAULT.has(route.kind)) res.setHeader('Cache-Control', 'private, no-store')
    if (!route.capped) return app(req, res)
    if (!clients.enter(opts.clientOf(req), res)) return refuseBusyClient(res, route)
    const work = createRequestWork(closeSignal(req, res))
    attachWork(req, work)
    const answered = new Promise<void>((resolve) => {
      if (res.closed) resolve()
      else res.once('close', resolve)
    })
    const lane = opts.staffLane?.(req) ?? limiter
    readBody(req, { policy: route.body, timeoutMs: opts.bodyTimeoutMs })
      .then(async (refusal) => {
        if (refusal) return refuse(res, route.errors, refusal.status, refusal.detail, { unread: true })
        if (!route.queued) return app(req, res)
        await afterPendingIo()
        await lane.run(async () => {
          app(req, res)
          await answered
          await work.settled()
        }, work.signal)
      })
      .catch((error) => {
        if (error instanceof Overloaded) sendOverloaded(req, res, route.errors)
        else if (!work.signal.aborted) payload.logger.error({ err: error, msg: `Answering ${req.url} failed` })
      })
  }

  const listener: RequestListener = (req, res) => {
    const method = req.method ?? 'GET'
    const url = publicUrl(req.url, origin)
    const route = url ? opts.routeOf(method, url.pathname) : UNKNOWN
    req.routeRecord = route
    if (!url || route.malformed) return refuse(res, route.errors, 400, MALFORMED, { unread: true })
    // Everything after this point (cache key, render, express's routing) sees the one public URL's
    // path; Payload's routes without trailing or repeated slashes, which it would route as an empty id.
    const path = API_KINDS.has(route.kind) || route.kind === 'unknown' ? apiPath(url.pathname) : url.pathname
    req.url = path + url.search
    if (!route.methods.includes(method))
      return refuse(res, route.errors, 405, `${method} is not allowed here.`, {
        headers: { Allow: route.methods.join(', ') },
        unread: true,
        head: method === 'HEAD',
      })
    const render = renderOf(route)
    if (render && !bypassReason(req)) {
      answerCacheable(req, res, render, route).catch((error) => {
        payload.logger.error({ err: error, msg: `Rendering ${req.url} failed` })
        if (!res.headersSent) refuse(res, route.errors, 500, 'Something went wrong.')
        else res.destroy()
      })
    } else answerThrough(req, res, route)
  }

  return { listener, cache }
}
