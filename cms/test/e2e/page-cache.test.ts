import http from 'node:http'

import { afterAll, describe, expect, inject, it } from 'vitest'

import type { ApiLead } from '../../src/shared/contract-types'

import { launchBrowser, openPage } from './browser'
import { accessToken, contractApi } from './portal-session'

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

describe('an author renamed (issue 39)', () => {
  it('shows on the cached post page within 5 s', async () => {
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const { token } = (await login.json()) as { token: string }
    const { posts } = (await (await fetch(`${baseUrl}/api/blog/posts?limit=1`)).json()) as {
      posts: Array<{ slug: string; author: string }>
    }
    const [{ slug, author }] = posts as [{ slug: string; author: string }]
    const found = (await (
      await fetch(`${baseUrl}/api/authors?where[name][equals]=${encodeURIComponent(author)}&depth=0`)
    ).json()) as { docs: Array<{ id: number }> }
    const rename = (name: string) =>
      fetch(`${baseUrl}/api/authors/${found.docs[0]!.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ name }),
      })
    const path = `/blog/${slug}`
    await raw(path)
    expect((await raw(path)).headers['x-cache']).toBe('HIT')
    expect((await rename('Renamed Author')).status).toBe(200)
    try {
      let body = ''
      for (const started = Date.now(); Date.now() - started < 5000; await new Promise((r) => setTimeout(r, 250))) {
        body = (await raw(path)).body.toString()
        if (body.includes('Renamed Author')) break
      }
      expect(body).toContain('Renamed Author')
    } finally {
      await rename(author)
    }
  })
})

describe('cache keys under ad traffic (issue 22)', () => {
  it('answers every ad click from the clean page: click ids and unknown parameters never make a new entry', async () => {
    await raw('/cloud-hosting?utm_source=linkedin&gclid=first-click')
    const click = await raw('/cloud-hosting?utm_source=bing&msclkid=second-click&fbclid=x&unknown=1')
    const clean = await raw('/cloud-hosting')
    expect(click.headers['x-cache']).toBe('HIT')
    expect(clean.headers['x-cache']).toBe('HIT')
    expect(click.body.equals(clean.body)).toBe(true)
    // The page was rendered from the clean address: no visitor's click id is in anyone's page.
    expect(clean.body.toString()).not.toContain('first-click')
  })

  it('keys the blog on the parameters its route declares, and on nothing else', async () => {
    await raw('/blog?category=Nowhere&gclid=one')
    expect((await raw('/blog?category=Nowhere&utm_campaign=two')).headers['x-cache']).toBe('HIT')
    expect((await raw('/blog?category=Elsewhere')).headers['x-cache']).toBe('MISS')
  })

  describe('campaign attribution', () => {
    const browser = launchBrowser()
    afterAll(async () => (await browser).close())

    it('reaches the lead from a page the cache answered', async () => {
      await raw('/contact?gclid=someone-else')
      const { page, errors } = await openPage(await browser)
      const landing = '/contact?utm_source=linkedin&utm_medium=paid_social&utm_campaign=erp-q4&gclid=Cj0-e2e-click'
      const response = await page.goto(`${baseUrl}${landing}`)
      expect(response!.headers()['x-cache']).toBe('HIT')
      // The browser keeps the whole address the ad sent it to.
      expect(new URL(page.url()).search).toContain('gclid=Cj0-e2e-click')
      const company = `Attribution ${Date.now()} Ltd`
      const form = page.getByRole('form', { name: 'Contact form' })
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('form[aria-label="Contact form"]') ?? {}).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      )
      await form.getByLabel('First name').fill('Mary')
      await form.getByLabel('Last name').fill('Jackson')
      await form.getByLabel('Email').fill(`mary.${Date.now()}@example.com`)
      await form.getByLabel('Company').fill(company)
      await form.getByLabel('Topic').selectOption('Implementation')
      await form.getByLabel('Message').fill('We came from the LinkedIn advert.')
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: 'Send Message' }).click()
      await page.getByText('Thank you, Mary!').waitFor()
      expect(errors).toEqual([])

      const token = await accessToken(admin)
      const api = contractApi(() => token)
      const lead = (await api<{ leads: ApiLead[] }>('/portal/leads/inbound')).body.leads.find(
        (l) => l.company === company,
      )
      expect(lead).toMatchObject({
        utm_source: 'linkedin',
        utm_medium: 'paid_social',
        utm_campaign: 'erp-q4',
        landing_page: landing,
      })
      await api(`/portal/leads/inbound/${lead!.id}`, { method: 'DELETE' })
      await page.context().close()
    })
  })
})
