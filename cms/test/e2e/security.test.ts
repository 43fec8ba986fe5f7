import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

describe('Content-Security-Policy', () => {
  for (const path of ['/', '/blog', '/portal/login'])
    it(`${path}: nonce-based scripts, no unsafe-inline scripts, framed only by this origin`, async () => {
      const res = await fetch(`${baseUrl}${path}`)
      const csp = res.headers.get('content-security-policy')
      const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? ''
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'self'")
      const nonce = nonceOf(csp)
      expect(nonce).toBeTruthy()
      const html = await res.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
      // A fresh nonce per response.
      expect(nonceOf((await fetch(`${baseUrl}${path}`)).headers.get('content-security-policy'))).not.toBe(nonce)
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
