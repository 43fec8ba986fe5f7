import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { bypassReason, ByteLru, cacheKey, chooseEncoding, isCacheable, toEntry } from './page-cache'

describe('cacheKey', () => {
  const blog = ['search', 'category', 'page']
  it('is the path alone without a query string', () => {
    expect(cacheKey('/blog', blog)).toBe('/blog')
  })
  it('keeps the parameters the route reads, sorted, so content-changing strings are part of the key', () => {
    expect(cacheKey('/blog?page=2&search=tax&category=news', blog)).toBe('/blog?category=news&page=2&search=tax')
    expect(cacheKey('/blog?search=tax&page=2', blog)).toBe(cacheKey('/blog?page=2&search=tax', blog))
    expect(cacheKey('/blog?search=tax', blog)).not.toBe(cacheKey('/blog?search=vat', blog))
  })
  it('leaves out click ids and parameters the route does not read', () => {
    expect(cacheKey('/blog?utm_source=linkedin&gclid=abc&page=2&x=1', blog)).toBe('/blog?page=2')
    expect(cacheKey('/about?gclid=abc&x=1', [])).toBe('/about')
  })
  it('keeps client navigation data requests apart from the HTML page', () => {
    expect(cacheKey('/blog.data?_routes=routes%2Fblog', [...blog, '_routes'])).not.toBe(cacheKey('/blog', blog))
  })
  it('ignores the Host: an absolute-form target keys on its path only', () => {
    expect(cacheKey('http://evil.example/blog', blog)).toBe('/blog')
  })
})

describe('bypassReason', () => {
  const req = (over: Partial<{ method: string; url: string; headers: Record<string, string> }> = {}) => ({
    method: 'GET',
    url: '/',
    headers: {},
    ...over,
  })
  it('lets anonymous GET and HEAD through', () => {
    expect(bypassReason(req())).toBeNull()
    expect(bypassReason(req({ method: 'HEAD' }))).toBeNull()
    expect(bypassReason(req({ headers: { cookie: 'consent=yes' } }))).toBeNull()
  })
  it('bypasses writes', () => {
    expect(bypassReason(req({ method: 'POST' }))).toBe('method')
  })
  it('bypasses signed-in requests, by header or Payload cookie', () => {
    expect(bypassReason(req({ headers: { authorization: 'Bearer x' } }))).toBe('signed-in')
    expect(bypassReason(req({ headers: { cookie: 'a=1; payload-token=abc' } }))).toBe('signed-in')
  })
  it('bypasses previews', () => {
    expect(bypassReason(req({ url: '/about?preview=true' }))).toBe('preview')
    expect(bypassReason(req({ url: '/about?x=1&draft=1' }))).toBe('preview')
  })
})

describe('isCacheable', () => {
  const rendered = (status: number, headers: Record<string, string> = {}) => ({
    status,
    headers: new Headers(headers),
    body: Buffer.from('x'),
  })
  it('takes plain 200s only', () => {
    expect(isCacheable(rendered(200))).toBe(true)
    expect(isCacheable(rendered(404))).toBe(false)
    expect(isCacheable(rendered(301, { location: '/x' }))).toBe(false)
    expect(isCacheable(rendered(200, { 'set-cookie': 'a=1' }))).toBe(false)
    expect(isCacheable(rendered(200, { 'cache-control': 'private' }))).toBe(false)
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding(undefined)).toBe('identity')
  })

  it('picks only among the encodings stored', () => {
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br', ['gzip'])).toBe('identity')
  })
})

describe('toEntry', () => {
  const body = Buffer.from(
    JSON.stringify({ posts: Array.from({ length: 50 }, (_, i) => ({ id: i, title: 'A post' })) }),
  )
  const ok = { status: 200, headers: new Headers({ 'content-type': 'application/json' }), body }

  it('stores every encoding for the cache, each decoding to the same bytes', async () => {
    const entry = await toEntry(ok, 'r1', {})
    expect(Object.keys(entry.encoded).sort()).toEqual(['br', 'gzip'])
    expect(zlib.brotliDecompressSync(entry.encoded.br!).equals(body)).toBe(true)
    expect(zlib.gunzipSync(entry.encoded.gzip!).equals(body)).toBe(true)
  })

  it('makes only the one encoding an answer sent once needs', async () => {
    expect(Object.keys((await toEntry(ok, 'r1', {}, 'gzip')).encoded)).toEqual(['gzip'])
    expect((await toEntry(ok, 'r1', {}, 'identity')).encoded).toEqual({})
    const once = await toEntry(ok, 'r1', {}, 'br')
    expect(Object.keys(once.encoded)).toEqual(['br'])
    expect(zlib.brotliDecompressSync(once.encoded.br!).equals(body)).toBe(true)
  })
})

describe('ByteLru', () => {
  it('evicts the least recently used entries past its byte bound', () => {
    const lru = new ByteLru<{ bytes: number }>(100)
    lru.set('a', { bytes: 40 })
    lru.set('b', { bytes: 40 })
    lru.get('a')
    lru.set('c', { bytes: 40 })
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBeDefined()
    expect(lru.get('c')).toBeDefined()
    expect(lru.bytes).toBe(80)
  })
  it('never holds an entry larger than the bound', () => {
    const lru = new ByteLru<{ bytes: number }>(10)
    lru.set('big', { bytes: 11 })
    expect(lru.size).toBe(0)
  })
})
