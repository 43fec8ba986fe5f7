import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import type { IncomingMessage, ServerResponse } from 'node:http'

import { bypassReason, ByteLru, cacheKey, chooseEncoding, isCacheable, sendEntry, toEntry } from './page-cache'

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
  it('reads the Payload cookie by its whole name, first or after a semicolon with or without a space', () => {
    expect(bypassReason(req({ headers: { cookie: 'payload-token=abc' } }))).toBe('signed-in')
    expect(bypassReason(req({ headers: { cookie: 'a=1;payload-token=abc' } }))).toBe('signed-in')
    expect(bypassReason(req({ headers: { cookie: 'not-payload-token=abc' } }))).toBeNull()
  })
  it('looks for preview parameters in the query only, not in the path', () => {
    expect(bypassReason(req({ url: '/blog/preview=1' }))).toBeNull()
    expect(bypassReason(req({ url: '/blog/x?page=2' }))).toBeNull()
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
    expect(isCacheable(rendered(200, { 'cache-control': 'no-store' }))).toBe(false)
    expect(isCacheable(rendered(200, { 'cache-control': 'public, s-maxage=60' }))).toBe(true)
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding(undefined)).toBe('identity')
  })

  it('reads names in any case and keeps an encoding whose weight is not zero', () => {
    expect(chooseEncoding('GZIP')).toBe('gzip')
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('br')
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

  it('compresses a stored entry at the slow levels and an answer sent once at the fast ones', async () => {
    const level = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
    const stored = await toEntry(ok, 'r1', {})
    expect(stored.encoded.br!.equals(zlib.brotliCompressSync(body, level(9)))).toBe(true)
    expect(stored.encoded.gzip!.equals(zlib.gzipSync(body, { level: 9 }))).toBe(true)
    expect((await toEntry(ok, 'r1', {}, 'br')).encoded.br!.equals(zlib.brotliCompressSync(body, level(4)))).toBe(true)
    expect((await toEntry(ok, 'r1', {}, 'gzip')).encoded.gzip!.equals(zlib.gzipSync(body, { level: 6 }))).toBe(true)
  })

  it('keeps the rendered headers but those the sender sets, adds the extra ones, and counts its bytes', async () => {
    const headers = new Headers({
      'content-type': 'application/json',
      'content-length': '5',
      'content-encoding': 'gzip',
      date: 'Thu, 26 Nov 2026 10:00:00 GMT',
      etag: '"old"',
      'x-robots-tag': 'noindex',
    })
    const entry = await toEntry({ ...ok, headers }, 'r1', { 'x-extra': 'yes' })
    expect(entry.headers).toEqual([
      ['content-type', 'application/json'],
      ['x-robots-tag', 'noindex'],
      ['x-extra', 'yes'],
    ])
    expect(entry.bytes).toBe(body.length + entry.encoded.br!.length + entry.encoded.gzip!.length + 512)
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
  it('never holds an entry larger than the bound, and holds one exactly its size', () => {
    const lru = new ByteLru<{ bytes: number }>(10)
    lru.set('big', { bytes: 11 })
    expect(lru.size).toBe(0)
    lru.set('fits', { bytes: 10 })
    expect(lru.size).toBe(1)
  })
  it('keeps entries that fill the bound exactly', () => {
    const lru = new ByteLru<{ bytes: number }>(100)
    lru.set('a', { bytes: 60 })
    lru.set('b', { bytes: 40 })
    expect([...lru.keys()]).toEqual(['a', 'b'])
    expect(lru.bytes).toBe(100)
  })
  it('counts a replaced or deleted entry out of its bytes, and a miss changes nothing', () => {
    const lru = new ByteLru<{ bytes: number }>(100)
    lru.set('a', { bytes: 40 })
    lru.set('a', { bytes: 30 })
    expect(lru.size).toBe(1)
    expect(lru.bytes).toBe(30)
    expect(lru.get('missing')).toBeUndefined()
    lru.delete('missing')
    expect(lru.size).toBe(1)
    expect(lru.bytes).toBe(30)
    lru.delete('a')
    expect(lru.size).toBe(0)
    expect(lru.bytes).toBe(0)
  })
})

describe('sendEntry', () => {
  const body = Buffer.from('<html>' + 'A page. '.repeat(200) + '</html>')
  const rendered = { status: 200, headers: new Headers({ 'content-type': 'text/html' }), body }

  /** What sendEntry wrote: status, headers and body. */
  function send(headers: Record<string, string>, entry: Awaited<ReturnType<typeof toEntry>>, method = 'GET') {
    const written = { status: 0, headers: {} as Record<string, unknown>, body: undefined as Buffer | undefined }
    const res = {
      setHeader: (name: string, value: unknown) => (written.headers[name.toLowerCase()] = value),
      set statusCode(code: number) {
        written.status = code
      },
      end: (chunk?: Buffer) => (written.body = chunk),
    }
    sendEntry({ method, headers } as unknown as IncomingMessage, res as unknown as ServerResponse, entry, 'HIT')
    return written
  }

  it('sends the best stored encoding with its own etag, and the stored headers', async () => {
    const entry = await toEntry(rendered, 'r1', { 'x-extra': 'yes' })
    const br = send({ 'accept-encoding': 'gzip, br' }, entry)
    expect(br.status).toBe(200)
    expect(br.headers).toMatchObject({
      'content-type': 'text/html',
      'x-extra': 'yes',
      vary: 'Accept-Encoding',
      'x-cache': 'HIT',
      'content-encoding': 'br',
      etag: `${entry.etag.slice(0, -1)}-br"`,
      'content-length': entry.encoded.br!.length,
    })
    expect(zlib.brotliDecompressSync(br.body!).equals(body)).toBe(true)
    const gz = send({ 'accept-encoding': 'gzip' }, entry)
    expect(gz.headers.etag).toBe(`${entry.etag.slice(0, -1)}-gzip"`)
    expect(zlib.gunzipSync(gz.body!).equals(body)).toBe(true)
  })

  it('sends the plain bytes to a client that accepts no stored encoding', async () => {
    const entry = await toEntry({ ...rendered, status: 404 }, 'r1', {})
    const plain = send({}, entry)
    expect(plain.status).toBe(404)
    expect(plain.headers.etag).toBe(entry.etag)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-length']).toBe(body.length)
    expect(plain.body?.equals(body)).toBe(true)
  })

  it('answers HEAD with the headers and no body', async () => {
    const entry = await toEntry(rendered, 'r1', {})
    const head = send({ 'accept-encoding': 'gzip' }, entry, 'HEAD')
    expect(head.headers['content-length']).toBe(entry.encoded.gzip!.length)
    expect(head.body).toBeUndefined()
  })

  it('answers 304 to a client holding the entry in any encoding, weak, listed or *', async () => {
    const entry = await toEntry(rendered, 'r1', {})
    const gzipTag = `${entry.etag.slice(0, -1)}-gzip"`
    for (const ifNoneMatch of [entry.etag, gzipTag, `W/${entry.etag}`, `"other", ${gzipTag}`, '*']) {
      const answer = send({ 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' }, entry)
      expect(answer.status, ifNoneMatch).toBe(304)
      expect(answer.body).toBeUndefined()
      expect(answer.headers.etag).toBe(`${entry.etag.slice(0, -1)}-br"`)
    }
    for (const ifNoneMatch of ['"other"', `${entry.etag.slice(0, -1)}-zstd"`, ''])
      expect(send({ 'if-none-match': ifNoneMatch }, entry).status, ifNoneMatch).toBe(200)
  })
})
