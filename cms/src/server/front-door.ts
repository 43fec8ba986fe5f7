import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { serverUrl } from '../lib/env'
import { getSiteRevision } from '../lib/site-revision'
import { Overloaded, type Limiter } from './overload'
import {
  bypassReason,
  ByteLru,
  cacheKey,
  chooseEncoding,
  isCacheable,
  PUBLIC_CACHE_CONTROL,
  sendEntry,
  toEntry,
  type Entry,
  type Rendered,
} from './page-cache'
import { baseHeaders, publicOriginHsts } from './headers'
import { isMalformedPath, refuseMalformedUrl } from './malformed-url'
import { sendOverloaded } from './overloaded-response'
import { afterPendingIo, attachWork, closeSignal, createRequestWork } from './request-work'

/** Renders one anonymous GET (a page, a `.data` request or a public list) into a Fetch Response. */
export type Render = (request: Request, clientIp: string) => Promise<Response>

export type FrontDoorOptions = {
  payload: Payload
  /** Everything the front door does not answer itself: the express app. */
  app: RequestListener
  limiter: Limiter
  /** The lane of signed-in staff work (staff-lane.ts), or null for the shared `limiter`. */
  staffLane?: (req: IncomingMessage) => Limiter | null
  /** The renderer for a path the cache may hold, or null. */
  cacheable: (pathname: string) => Render | null
  /** The query parameters a cacheable path's render reads: the only ones that enter its key. */
  queryParams: (pathname: string) => readonly string[]
  /** Paths whose work is bounded by the limiter when they reach express. */
  limited: (pathname: string) => boolean
  /** Bound on the bytes the cache holds (all encodings together). */
  maxBytes: number
  /** Off: every cacheable request renders (still bounded and compressed); for the benchmark's uncached rows. */
  enabled?: boolean
}

type Flight = { promise: Promise<{ entry?: Entry; rendered?: Rendered }>; waiters: number; abort: AbortController }

const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection'])

/**
 * The Node request listener, in front of express: cached public responses are answered here, with
 * no middleware in the way; misses render once per URL and revision, inside the bounded limiter;
 * everything else goes to express, its expensive parts through the same limiter.
 */
export function frontDoor(opts: FrontDoorOptions) {
  const { payload, app, limiter, enabled = true } = opts
  const cache = new ByteLru<Entry>(opts.maxBytes)
  const flights = new Map<string, Flight>()
  const origin = new URL(serverUrl()).origin

  // Cached answers skip express, so they get the same headers here.
  const applySecurityHeaders = (req: IncomingMessage, res: ServerResponse) => {
    baseHeaders(req as never, res as never, () => {})
    publicOriginHsts(res)
  }

  /** Renders the key, not the request's URL: what a key holds is the page of that URL. */
  function fly(key: string, revision: string, render: Render, req: IncomingMessage): Flight {
    const id = `${revision} ${key}`
    const existing = enabled ? flights.get(id) : undefined
    // A render whose every client left is being aborted and may take a while to settle: a new
    // request starts its own instead of waiting on that one.
    if (existing && !existing.abort.signal.aborted) return existing
    const abort = new AbortController()
    const clientIp = req.socket.remoteAddress ?? 'unknown'
    const promise = limiter
      .run(async () => {
        const response = await render(
          new Request(`${origin}${key}`, {
            headers: { accept: req.headers.accept ?? '*/*' },
            signal: abort.signal,
          }),
          clientIp,
        )
        const rendered: Rendered = {
          status: response.status,
          headers: response.headers,
          body: Buffer.from(await response.arrayBuffer()),
        }
        // Every client waiting for it left: nobody gets this page, so it is not compressed either.
        abort.signal.throwIfAborted()
        if (!isCacheable(rendered)) return { rendered }
        // Uncached, the answer goes to this one client: only its encoding is made.
        const only = enabled ? undefined : chooseEncoding(req.headers['accept-encoding'])
        const entry = await toEntry(rendered, revision, { 'Cache-Control': PUBLIC_CACHE_CONTROL }, only)
        // Stored only while still current: a publish during the render must not keep the old page.
        if (enabled && (await getSiteRevision(payload)) === revision) cache.set(key, entry)
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

  async function answerCacheable(req: IncomingMessage, res: ServerResponse, render: Render, pathname: string) {
    const signal = closeSignal(req, res)
    const key = cacheKey(req.url ?? '/', opts.queryParams(pathname))
    // Uncached, nothing is stored or compared, so the revision is not read.
    const revision = enabled ? await getSiteRevision(payload) : ''
    applySecurityHeaders(req, res)
    const hit = enabled ? cache.get(key) : undefined
    if (hit && hit.revision === revision) return sendEntry(req, res, hit, 'HIT')

    await afterPendingIo()
    if (signal.aborted) return
    const flight = fly(key, revision, render, req)
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
      if (error instanceof Overloaded) return sendOverloaded(req, res)
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
   * A request express answers (Payload REST, the contract, signed-in renders) holds its slot until its
   * answer is written and the Payload work it started has settled, even if its client left earlier.
   */
  function answerLimited(req: IncomingMessage, res: ServerResponse) {
    const work = createRequestWork(closeSignal(req, res))
    attachWork(req, work)
    const answered = new Promise<void>((resolve) => {
      if (res.closed) resolve()
      else res.once('close', resolve)
    })
    const lane = opts.staffLane?.(req) ?? limiter
    afterPendingIo()
      .then(() =>
        lane.run(async () => {
          app(req, res)
          await answered
          await work.settled()
        }, work.signal),
      )
      .catch((error) => {
        if (error instanceof Overloaded) sendOverloaded(req, res)
        else if (!work.signal.aborted) payload.logger.error({ err: error, msg: `Answering ${req.url} failed` })
      })
  }

  const listener: RequestListener = (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]
    if (isMalformedPath(pathname)) return refuseMalformedUrl(pathname, res)
    const render = opts.cacheable(pathname)
    if (render && !bypassReason(req)) {
      answerCacheable(req, res, render, pathname).catch((error) => {
        payload.logger.error({ err: error, msg: `Rendering ${req.url} failed` })
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end('Something went wrong.')
        } else res.destroy()
      })
    } else if (opts.limited(pathname)) answerLimited(req, res)
    else app(req, res)
  }

  return { listener, cache }
}
