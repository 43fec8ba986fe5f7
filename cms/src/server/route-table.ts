import type { Endpoint } from 'payload'

import { contractSpec, routePolicy, type RoutePolicy } from '../contract/define-endpoint'

/**
 * What a request is, decided once per request on its normalised path: every part of the server
 * (front door, body reader, client cap, page cache, metrics, logs) reads this record and no list of
 * its own.
 */
export type RouteKind =
  'page' | 'portal' | 'contract' | 'rest' | 'admin' | 'media' | 'static' | 'og-image' | 'metrics' | 'unknown'

/**
 * How large a body may be: `small` 100 KB (multipart without files 1 MB), `upload` one image,
 * `document` the SEO panel's whole document; `declared` a whole document whose length is declared
 * up front and left unread for a handler that reads the request stream itself (the admin's Next).
 */
export type BodyPolicy = 'none' | 'small' | 'upload' | 'document' | 'declared'

/** The shape of a refusal: the contract's `{ detail }`, Payload's `{ detail, errors: [{ message }] }`, or plain text. */
export type ErrorForm = 'contract' | 'payload' | 'text'

export type MetricsGroup =
  'site' | 'portal' | 'api' | 'health' | 'admin' | 'media' | 'assets' | 'metrics' | 'og-image' | 'unknown'

export interface RouteRecord {
  kind: RouteKind
  group: MetricsGroup
  /** Methods answered; any other gets 405 with `Allow`, before its body is read. */
  methods: readonly string[]
  body: BodyPolicy
  /** Held in the page cache, keyed on the path and these query parameters; null: never cached. */
  cache: { render: 'web' | 'list'; params: readonly string[] } | null
  /** Waits for a render slot (the shared limiter, or the staff lane). */
  queued: boolean
  /** Counts against the client's cap of requests in progress. */
  capped: boolean
  errors: ErrorForm
  /** The path's percent-escapes are broken: refused with 400 before anything else. */
  malformed?: true
  /** Which of the path's segments is a secret (a reset or booking token): logs never show it. */
  secretSegment?: number
}

const READ = ['GET', 'HEAD'] as const
const FORMS = ['GET', 'HEAD', 'POST'] as const
const REST_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'] as const

/** The strictest record: what an unknown path gets. */
export const UNKNOWN: RouteRecord = {
  kind: 'unknown',
  group: 'unknown',
  methods: REST_METHODS,
  body: 'small',
  cache: null,
  queued: true,
  capped: true,
  errors: 'text',
}

const MALFORMED_PATH: RouteRecord = { ...UNKNOWN, malformed: true }
const MALFORMED_API_PATH: RouteRecord = { ...MALFORMED_PATH, group: 'api', errors: 'payload' }

/**
 * The path as classified: percent-decoded, lower case, repeated and trailing slashes removed, and a
 * React Router data request (`/x.data`, `/_root.data`) as the page it is for. Null when its escapes
 * are malformed.
 */
export function normalisePath(pathname: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return null
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (path === '/_root.data') return '/'
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) || '/' : path
}

/** A path that is already its one spelling: only these are stored in the page cache. */
export const isCanonicalPath = (pathname: string) =>
  !/%|[A-Z]|\/\/|.\/$/.test(pathname) && !/\/(?:\.\.?)(?:\/|$)/.test(pathname)

type Registration = { pattern: RegExp; method: string; policy: RoutePolicy; queryParams: readonly string[] }

const patternOf = (path: string) =>
  new RegExp(
    `^/api${path
      .toLowerCase()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[a-z]+/g, '[^/]+')}$`,
  )

const withHead = (methods: Iterable<string>) => {
  const set = new Set(methods)
  if (set.has('GET')) set.add('HEAD')
  set.add('OPTIONS')
  return [...set]
}

export interface RouteTableSources {
  /** Payload's root endpoints (the contract's, readiness, plugins'), with their declared policies. */
  endpoints: readonly Endpoint[]
  /** Collection slugs that Payload's REST serves, and those that take a file. */
  collections: readonly { slug: string; upload: boolean }[]
  /** Whether the web app is mounted (pages and the portal). */
  web: boolean
  /** Whether a page's render may be cached (production: the built web app renders anonymous requests). */
  pagesCacheable: boolean
  /** Files of the built client served as they are; given the decoded path in its own case. */
  isStaticFile: (pathname: string) => boolean
  /** The query parameters a page's routes declare they read. */
  pageQueryParams: (pathname: string) => readonly string[]
}

/** The one classifier: `routeOf(method, pathname)` for the path as it arrived (still percent-encoded). */
export function createRouteTable(sources: RouteTableSources) {
  const registrations: Registration[] = sources.endpoints.map((endpoint) => {
    const spec = contractSpec(endpoint)
    const query = spec?.query as { shape?: Record<string, unknown> } | undefined
    return {
      pattern: patternOf(endpoint.path),
      method: endpoint.method.toUpperCase(),
      policy: routePolicy(endpoint),
      queryParams: query?.shape ? Object.keys(query.shape) : [],
    }
  })
  const collections = new Map(sources.collections.map((c) => [c.slug, c]))

  function apiRoute(method: string, path: string, canonical: boolean): RouteRecord {
    const matching = registrations.filter((r) => r.pattern.test(path))
    const registered = matching.find((r) => r.method === method || (method === 'HEAD' && r.method === 'GET'))
    if (registered) {
      const { policy } = registered
      return {
        kind: policy.contract ? 'contract' : 'rest',
        group: policy.group ?? 'api',
        methods: withHead(matching.map((r) => r.method)),
        body: policy.body ?? 'small',
        cache: policy.cache && canonical ? { render: 'list', params: registered.queryParams } : null,
        queued: policy.queued ?? true,
        capped: true,
        errors: policy.contract ? 'contract' : 'payload',
        secretSegment: path.startsWith('/api/forms/booking/') && path !== '/api/forms/booking/slots' ? 4 : undefined,
      }
    }
    const [, , slug, second, third] = path.split('/')
    const collection = collections.get(slug)
    if (collection || (slug === 'globals' && second)) {
      const uploads = !!collection?.upload && (second === undefined || (third === undefined && second !== 'file'))
      return { ...UNKNOWN, kind: 'rest', group: 'api', body: uploads ? 'upload' : 'small', errors: 'payload' }
    }
    if (matching.length)
      return {
        ...UNKNOWN,
        kind: 'contract',
        group: 'api',
        methods: withHead(matching.map((r) => r.method)),
        errors: 'contract',
      }
    return { ...UNKNOWN, group: 'api', errors: 'payload' }
  }

  return function routeOf(method: string, pathname: string): RouteRecord {
    const path = normalisePath(pathname)
    if (path === null) return /^\/api(?:\/|$)/i.test(pathname) ? MALFORMED_API_PATH : MALFORMED_PATH
    const canonical = isCanonicalPath(pathname)
    if (path === '/api' || path.startsWith('/api/')) return apiRoute(method, path, canonical)
    if (path === '/metrics')
      return { ...UNKNOWN, kind: 'metrics', group: 'metrics', methods: READ, body: 'none', queued: false }
    if (path === '/og-image.png')
      return { ...UNKNOWN, kind: 'og-image', group: 'og-image', methods: READ, body: 'none' }
    if (path.startsWith('/media/'))
      return { ...UNKNOWN, kind: 'media', group: 'media', methods: READ, body: 'none', queued: false }
    if (/^\/(?:admin|_next)(?:\/|$)/.test(path))
      return { ...UNKNOWN, kind: 'admin', group: 'admin', methods: FORMS, body: 'declared', queued: false }
    if (!sources.web) return UNKNOWN
    if (path === '/portal' || path.startsWith('/portal/'))
      return {
        ...UNKNOWN,
        kind: 'portal',
        group: 'portal',
        methods: FORMS,
        secretSegment: path.startsWith('/portal/reset-password/') ? 3 : undefined,
      }
    const decoded = decodeURIComponent(pathname)
    if (sources.isStaticFile(decoded))
      return { ...UNKNOWN, kind: 'static', group: 'assets', methods: READ, body: 'none', queued: false, capped: false }
    // React Router's own requests (`/__manifest`) are rendered, never cached: a navigation that
    // aborted one left Chromium waiting on its cache entry.
    const cache =
      sources.pagesCacheable && canonical && !path.startsWith('/__')
        ? { render: 'web' as const, params: sources.pageQueryParams(pathname) }
        : null
    return {
      ...UNKNOWN,
      kind: 'page',
      group: 'site',
      methods: FORMS,
      cache,
      secretSegment: path.startsWith('/booking/') ? 2 : undefined,
    }
  }
}

export type RouteOf = ReturnType<typeof createRouteTable>
