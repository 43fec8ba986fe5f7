import http from 'node:http'

import { describe, expect, inject, it } from 'vitest'

const baseUrl = inject('baseUrl')
const admin = inject('admin')

/** A raw request, so the Host header and compressed bytes are exactly what a client sends and gets. */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(path, baseUrl), { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })

describe('the page cache in front of the site', () => {
  it('serves a public page from the cache, compressed, with a strong ETag and 304', async () => {
    await raw('/faqs')
    const hit = await raw('/faqs', { 'accept-encoding': 'br' })
    expect(hit.status).toBe(200)
    expect(hit.headers['x-cache']).toBe('HIT')
    expect(hit.headers['content-encoding']).toBe('br')
    expect(hit.headers['cache-control']).toContain('s-maxage=')
    expect(hit.headers.vary).toContain('Accept-Encoding')
    const etag = hit.headers.etag!
    expect(etag).toMatch(/^"/)
    const again = await raw('/faqs', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
  })

  it('caches the data requests of client-side navigation too', async () => {
    await raw('/faqs.data')
    const hit = await raw('/faqs.data')
    expect(hit.status).toBe(200)
    expect(hit.headers['x-cache']).toBe('HIT')
  })

  it('cannot be poisoned through the Host header: canonical, og:url, sitemap and robots name SERVER_URL', async () => {
    for (const path of ['/about?host-test', '/sitemap.xml?host-test', '/robots.txt?host-test']) {
      const poisoned = await raw(path, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
      expect(poisoned.body.toString(), path).not.toContain('evil.example')
      const next = await raw(path)
      expect(next.headers['x-cache'], path).toBe('HIT')
      expect(next.body.toString(), path).not.toContain('evil.example')
    }
    const about = (await raw('/about?host-test')).body.toString()
    expect(about).toMatch(new RegExp(`rel="canonical" href="${new URL(baseUrl).origin}/about`))
  })

  it('never answers signed-in visitors or previews from the shared cache', async () => {
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const { token } = (await login.json()) as { token: string }
    await raw('/faqs')
    expect((await raw('/faqs', { cookie: `payload-token=${token}` })).headers['x-cache']).toBeUndefined()
    expect((await raw('/faqs?preview=true')).headers['x-cache']).toBeUndefined()
  })

  it('sends static assets precompressed at build time', async () => {
    const html = (await raw('/')).body.toString()
    // The React chunk of the islands: large enough to be precompressed, on every public page.
    const script = html.match(/<link rel="modulepreload" href="(\/assets\/react-[^"]+\.js)"/)![1]
    const asset = await raw(script, { 'accept-encoding': 'br, gzip' })
    expect(asset.status).toBe(200)
    expect(asset.headers['content-encoding']).toBe('br')
    expect(asset.headers['cache-control']).toContain('immutable')
  })
})
