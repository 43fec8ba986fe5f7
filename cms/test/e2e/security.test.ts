import { createHash } from 'node:crypto'
import net from 'node:net'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

describe('Content-Security-Policy', () => {
  for (const path of ['/', '/blog', '/portal/login'])
    it(`${path}: inline scripts allowed by hash only, no unsafe-inline scripts, framed only by this origin`, async () => {
      const res = await fetch(`${baseUrl}${path}`)
      const csp = res.headers.get('content-security-policy')
      const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? ''
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'self'")
      const html = await res.text()
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, body]) => body && !/src=|application\/(ld\+)?json/.test(attributes),
      )
      // Public pages ship islands and no inline script at all; the portal's app has its hydration data.
      if (path.startsWith('/portal')) expect(inline.length).toBeGreaterThan(0)
      else expect(inline).toEqual([])
      for (const [, , body] of inline) expect(scriptSrc).toContain(`'sha256-${sha256(body)}'`)
      // A script someone managed to inject is not among the allowed ones.
      expect(scriptSrc).not.toContain(`'sha256-${sha256('alert(1)')}'`)
    })

  it('the site hydrates under the policy: no CSP violations in the browser', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/portal/login`, { waitUntil: 'networkidle' })
    await page.getByLabel(/email/i).first().fill('someone@test.example')
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([])
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([])
    await page.context().close()
  })
})

describe('Host header', () => {
  const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' }

  it('never reaches robots.txt or sitemap.xml', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const text = await (await fetch(`${baseUrl}${path}`, { headers: forged })).text()
      expect(text, path).not.toContain('evil.example')
      expect(text, path).toContain(baseUrl)
    }
  })

  it('never reaches the canonical link or og:url', async () => {
    const html = await (await fetch(`${baseUrl}/blog`, { headers: forged })).text()
    expect(html).not.toContain('evil.example')
  })
})

/** A request written on a raw socket, so the request target is exactly what an attacker sends. */
function rawGet(target: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${new URL(baseUrl).host}\r\nConnection: close\r\n\r\n`),
    )
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head, ...rest] = text.split('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
      })
    })
    socket.on('error', reject)
  })
}

describe('request targets cannot poison the page cache', () => {
  const origin = new URL(baseUrl).origin

  for (const [forged, path] of [
    ['//evil.example/faqs?target-test', '/faqs?target-test'],
    ['/\\evil.example/faqs?target-test-2', '/faqs?target-test-2'],
    ['http://evil.example/blog?target-test', '/blog?target-test'],
    ['//evil.example/robots.txt?target-test', '/robots.txt?target-test'],
    ['//evil.example/sitemap.xml?target-test', '/sitemap.xml?target-test'],
    ['//evil.example/contact.data?target-test', '/contact.data?target-test'],
  ])
    it(`${forged} is refused, and ${path} names SERVER_URL afterwards`, async () => {
      expect((await rawGet(forged)).status).toBe(400)
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${baseUrl}${path}`)
        const body = await res.text()
        expect(body, path).not.toContain('evil.example')
      }
      if (path.startsWith('/faqs')) {
        const html = await (await fetch(`${baseUrl}${path}`)).text()
        expect(html).toMatch(new RegExp(`rel="canonical" href="${origin}/faqs`))
      }
    })

  it('portal paths in any letter case are never cached as public pages', async () => {
    for (const path of ['/PORTAL/login', '/Portal/reset-password/some-token']) {
      await fetch(`${baseUrl}${path}`)
      const again = await fetch(`${baseUrl}${path}`)
      expect(again.headers.get('x-cache'), path).toBeNull()
      expect(again.headers.get('cache-control') ?? '', path).not.toContain('public')
    }
  })
})
