import { createHash } from 'node:crypto'

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
