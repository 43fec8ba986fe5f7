import fs from 'node:fs'
import path from 'node:path'

import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import type { Request as ExpressRequest, RequestHandler } from 'express'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import { mediaDir, serverUrl } from '../config/derived-settings'
import { s3Settings } from '../lib/runtime/storage'
import { documentIdKind, isImpossibleDocumentPath } from './document-id'
import { preferenceDeleteRefusal } from './preferences'
import { publicUrl } from './public-origin'
import { rejectMalformedQuery } from './query-guard'
import { workOf, type RequestWork } from './request-work'

/**
 * Node request → Fetch Request (headers and abort signal by @remix-run/node-fetch-server) at the
 * request's public URL, with the body the front door read and checked, and the client's
 * address for per-client rate limits: `x-client-ip` overwrites anything a client sent under that name.
 */
export function toFetchRequest(req: ExpressRequest, res: Parameters<typeof createRequest>[1]): Request {
  const request = createRequest(req, res)
  const url = publicUrl(req.originalUrl, serverUrl())
  // The front door refuses every other request target before express sees it.
  if (!url) throw new Error(`Unchecked request target ${req.originalUrl}`)
  const headers = new Headers(request.headers)
  headers.set('x-client-ip', req.ip ?? req.socket.remoteAddress ?? 'unknown')
  const site = fetchSite(headers.get('sec-fetch-site'))
  if (site) headers.set('sec-fetch-site', site)
  // A body the front door did not read (a portal form post) streams as it arrives.
  const body = req.rawBody ? new Uint8Array(req.rawBody) : request.body
  return new Request(url, {
    method: request.method,
    headers,
    signal: request.signal,
    body,
    duplex: 'half',
  } as RequestInit)
}

/** Bodies a browser sends to another site without asking first (no CORS preflight). */
const SIMPLE_BODY = /^(?:multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\b/i

/**
 * A form post from a page on another site, or on a sibling subdomain: a browser sends it without a
 * preflight, with the visitor's cookies. Refused, so no other site can sign a visitor in to an
 * account of its choosing (login CSRF) or act with their session.
 */
function isCrossSiteForm(req: ExpressRequest, allowedOrigins: readonly string[]): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false
  const type = req.headers['content-type']
  if (type && !SIMPLE_BODY.test(type)) return false
  const site = req.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const { origin } = req.headers
  return origin !== undefined && !allowedOrigins.includes(origin)
}

/**
 * `Sec-Fetch-Site: same-site` is a sibling subdomain, which may be anyone's: Payload would accept
 * the session cookie from it when no Origin came along. Passed on as cross-site, it never does.
 */
const fetchSite = (value: string | null | undefined) => (value === 'same-site' ? 'cross-site' : value)

/**
 * Payload answers a file missing from the local disk with a 500 ("missing on the disk"), as if the
 * disk had lost it: a name that was never uploaded is a 404. (S3 storage answers its own 404.)
 */
function localFileMissing(method: string, pathname: string): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || s3Settings()) return false
  const match = /^\/api\/media\/file\/([^/]+)$/.exec(pathname)
  if (!match) return false
  const name = path.basename(decodeURIComponent(match[1]))
  return !fs.existsSync(path.join(mediaDir(), name))
}

/**
 * The URL whose query Payload will read. A POST with `X-HTTP-Method-Override: GET` and a form body is
 * run as a GET with the body as its query string, composed exactly as Payload's handleEndpoints does.
 */
function queryTarget(req: ExpressRequest): string {
  const overrides = [req.headers['x-payload-http-method-override'], req.headers['x-http-method-override']]
  if (req.method !== 'POST' || !overrides.includes('GET')) return req.originalUrl
  if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') return req.originalUrl
  return `${req.originalUrl}?${req.rawBody?.toString('utf8') ?? ''}`
}

/** `/api/*`: Payload's REST and the contract's custom endpoints. */
export function apiHandler(payload: Payload): RequestHandler {
  const { config } = payload
  const collections = new Set(config.collections.map((c) => c.slug))
  const idKind = documentIdKind(payload)
  return async (req, res, next) => {
    if (isCrossSiteForm(req, config.csrf)) {
      const detail = 'Forms on other sites cannot post here.'
      res.status(403).json({ detail, errors: [{ message: detail }] })
      return
    }
    if (isImpossibleDocumentPath(req.originalUrl.split('?')[0], collections, idKind)) {
      res.status(404).json({ detail: 'Not found', errors: [{ message: 'Not Found' }] })
      return
    }
    if (localFileMissing(req.method, req.originalUrl.split('?')[0])) {
      res.status(404).json({ detail: 'Not found', errors: [{ message: 'Not Found' }] })
      return
    }
    const malformed = rejectMalformedQuery(queryTarget(req), payload)
    if (malformed) {
      res.status(400).json({ detail: malformed, errors: [{ message: malformed }] })
      return
    }
    const work = workOf(req, res)
    try {
      const request = toFetchRequest(req, res)
      const refusal = await work.run(() =>
        preferenceDeleteRefusal(payload, req.method, req.originalUrl.split('?')[0], request.headers),
      )
      if (refusal) {
        res.status(refusal.status).json({ detail: refusal.detail, errors: [{ message: refusal.detail }] })
        return
      }
      const response = await work.run(() => handleEndpoints({ config, request }))
      await sendResponse(res, response)
    } catch (error) {
      // A client that left gets no answer, and no error is logged for it.
      if (!work.signal.aborted) next(error)
    }
  }
}

/**
 * In-process calls from server-rendered pages: no network hop, the visitor's own auth headers. Each
 * call is part of the page request's work: none starts once the visitor has gone.
 */
export function inProcessApi(config: SanitizedConfig, incoming: Headers, work: RequestWork) {
  return (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers)
    // sec-fetch-site: Payload accepts its session cookie only from same-site navigations when CSRF origins are set.
    for (const name of ['authorization', 'cookie', 'sec-fetch-site', 'x-forwarded-for', 'x-client-ip']) {
      const value = name === 'sec-fetch-site' ? fetchSite(incoming.get(name)) : incoming.get(name)
      if (value && !headers.has(name)) headers.set(name, value)
    }
    const request = new Request(new URL(path, 'http://in-process'), { ...init, headers, signal: work.signal })
    return work.run(() => handleEndpoints({ config, request }))
  }
}
