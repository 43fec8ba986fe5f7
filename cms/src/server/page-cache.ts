import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { keyQuery } from './cache-query'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Lets a CDN hold a page for a minute and serve it stale while it fetches a fresh one. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/**
 * The key of a cacheable URL: the path and the query parameters its route declares it reads, sorted
 * (`keyQuery`). The front door renders this key, so the page a key holds is the page of its URL.
 */
export function cacheKey(url: string, declared: readonly string[]): string {
  const parsed = new URL(url, 'http://key')
  const query = keyQuery(parsed.searchParams, declared)
  return query ? `${parsed.pathname}?${query}` : parsed.pathname
}

/** Why a request must not be answered from (or stored in) the shared cache, or null when it may. */
export function bypassReason(req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'method'
  if (req.headers.authorization) return 'signed-in'
  if (/(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')) return 'signed-in'
  const query = (req.url ?? '').split('?')[1] ?? ''
  if (/(?:^|&)(?:preview|draft|live-preview)=/.test(query)) return 'preview'
  return null
}

export type Rendered = { status: number; headers: Headers; body: Buffer }

export type Encoding = 'br' | 'gzip'

export type Entry = {
  status: number
  headers: Array<[string, string]>
  identity: Buffer
  /** The compressed bodies made for this entry: both when it is stored, one when it is sent once. */
  encoded: Partial<Record<Encoding, Buffer>>
  etag: string
  /** The site revision it was made under, or a later one its tags showed it still current for. */
  revision: string
  /** The revisions of the collections and globals its render read (none: only `revision` counts). */
  tags?: Record<string, string>
  bytes: number
}

const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'etag',
])

/** Only plain successful answers with no cookie and no "private"/"no-store" are shared. */
export function isCacheable(rendered: Rendered): boolean {
  if (rendered.status !== 200 || rendered.headers.has('set-cookie')) return false
  return !/private|no-store/.test(rendered.headers.get('cache-control') ?? '')
}

const compressors: Record<Encoding, (body: Buffer, level: number) => Promise<Buffer>> = {
  br: (body, level) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } }),
  gzip: (body, level) => gzip(body, { level }),
}
/**
 * A stored entry serves many hits, so it is worth the slow levels (brotli 9 costs ~10 ms for 15 KB);
 * an answer sent once gets express's compression defaults, as Payload's REST answers do.
 */
const LEVELS = { stored: { br: 9, gzip: 9 }, once: { br: 4, gzip: 6 } } as const

/**
 * Compresses off the event loop (zlib's thread pool): every encoding at the slow levels for an entry
 * the cache keeps, or with `only` just the encoding its one client takes, at the fast levels.
 */
export async function toEntry(
  rendered: Rendered,
  revision: string,
  extraHeaders: Record<string, string>,
  only?: Encoding | 'identity',
) {
  const levels = only ? LEVELS.once : LEVELS.stored
  const encodings = only ? (only === 'identity' ? [] : [only]) : (['br', 'gzip'] as const)
  const bodies = await Promise.all(encodings.map((name) => compressors[name](rendered.body, levels[name])))
  const encoded: Entry['encoded'] = Object.fromEntries(encodings.map((name, i) => [name, bodies[i]]))
  const headers: Array<[string, string]> = []
  for (const [name, value] of rendered.headers) if (!DROPPED_HEADERS.has(name)) headers.push([name, value])
  for (const [name, value] of Object.entries(extraHeaders)) headers.push([name, value])
  const etag = `"${createHash('sha1').update(rendered.body).digest('base64url')}"`
  return {
    status: rendered.status,
    headers,
    identity: rendered.body,
    encoded,
    etag,
    revision,
    bytes: bodies.reduce((sum, body) => sum + body.length, rendered.body.length + 512),
  } satisfies Entry
}

/** The best encoding the client accepts among the ones stored. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  stored: readonly Encoding[] = ['br', 'gzip'],
): Encoding | 'identity' {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br') && stored.includes('br')) return 'br'
  if (accepted.has('gzip') && stored.includes('gzip')) return 'gzip'
  return 'identity'
}

/** Etags differ per encoding (a strong validator names exact bytes). */
const etagFor = (entry: Entry, encoding: string) =>
  encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`

const matches = (ifNoneMatch: string | undefined, entry: Entry) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag.replace(/-(br|gzip)"$/, '"') === entry.etag)

/** Writes an entry: 304 when the client holds it, otherwise the best encoding it accepts. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, cacheState: string) {
  const encoding = chooseEncoding(
    req.headers['accept-encoding'] as string | undefined,
    Object.keys(entry.encoded) as Encoding[],
  )
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('ETag', etagFor(entry, encoding))
  res.setHeader('X-Cache', cacheState)
  if (matches(req.headers['if-none-match'] as string | undefined, entry)) {
    res.statusCode = 304
    res.end()
    return
  }
  const body = encoding === 'identity' ? entry.identity : entry.encoded[encoding]!
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.statusCode = entry.status
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Least recently used entries go first once the stored bytes pass the bound. */
export class ByteLru<V extends { bytes: number }> {
  private map = new Map<string, V>()
  private total = 0
  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key)
    if (value) {
      this.map.delete(key)
      this.map.set(key, value)
    }
    return value
  }

  set(key: string, value: V) {
    if (value.bytes > this.maxBytes) return
    this.delete(key)
    this.map.set(key, value)
    this.total += value.bytes
    for (const [oldest, old] of this.map) {
      if (this.total <= this.maxBytes) break
      this.map.delete(oldest)
      this.total -= old.bytes
    }
  }

  /** The value without making it the most recently used. */
  peek(key: string): V | undefined {
    return this.map.get(key)
  }

  /** Keys from the least to the most recently used. */
  keys() {
    return this.map.keys()
  }

  delete(key: string) {
    const old = this.map.get(key)
    if (old) {
      this.map.delete(key)
      this.total -= old.bytes
    }
  }

  get size() {
    return this.map.size
  }
  get bytes() {
    return this.total
  }
}
