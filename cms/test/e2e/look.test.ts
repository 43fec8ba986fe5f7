import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ogImagePath } from '../../src/shared/og'
import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Every public route a visitor can land on (marketing pages, feature pages, a post and the campaign pages). */
const PUBLIC_ROUTES = [
  '/',
  '/sap-business-one',
  '/sap-business-one/why',
  '/sap-business-one/industries/manufacturing',
  '/sap-business-one/industries/wholesale',
  '/sap-business-one/industries/professional-services',
  '/sap-business-one/for/managing-directors',
  '/sap-business-one/for/finance-directors',
  '/sap-business-one/for/it-directors',
  '/sap-business-one/for/operations-directors',
  '/sap-business-one/for/manufacturing-directors',
  '/cloud-hosting',
  '/services',
  '/services/implementation',
  '/services/support',
  '/service-hours',
  '/about',
  '/experience',
  '/resources',
  '/faqs',
  '/contact',
  '/terms',
  '/privacy-policy',
  '/blog',
  '/products',
  '/products/beas-manufacturing',
  '/products/netronic-manufacturing',
  '/products/produmex-wms',
  '/products/produmex-scan',
  '/products/b1-usability-package',
  '/products/b1-intercompany',
  '/products/focuspoint',
  '/products/crm-for-outlook',
  '/products/bpa-platform',
  '/products/magma',
  '/products/ai-ecommerce',
  '/landing/group-companies-sap-business-one-aws',
  '/landing/sap-business-one-service-hours',
]

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`))?.[1]?.replace(/&amp;/g, '&')

async function firstPostPath() {
  const { posts } = (await (await fetch(`${baseUrl}/api/blog/posts?limit=1`)).json()) as { posts: { slug: string }[] }
  return `/blog/${posts[0]!.slug}`
}

describe('social previews', () => {
  it('gives every public page and a post an og:image that answers with a 1200 × 630 PNG', async () => {
    for (const path of [...PUBLIC_ROUTES, await firstPostPath()]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text()
      expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image')
      const image = metaContent(html, 'og:image')
      expect(image, path).toBeTruthy()
      const res = await fetch(image!)
      expect(res.status, `${path} → ${image}`).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height], path).toEqual(['png', 1200, 630])
    }
  }, 300_000)

  it('caches an image by its version and answers a repeat with 304', async () => {
    // Seeded pages share the seeded card from the media library; a page without an SEO image shares
    // this generated one, at an address carrying the page's version.
    const { docs } = (await (
      await fetch(`${baseUrl}/api/pages?where[path][equals]=/cloud-hosting&depth=0`)
    ).json()) as {
      docs: Array<{ updatedAt: string }>
    }
    const image = `${baseUrl}${ogImagePath('/cloud-hosting', docs[0]!.updatedAt)}`
    const first = await fetch(image)
    expect(first.headers.get('cache-control')).toContain('immutable')
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    // fetch() adds "Cache-Control: no-cache" to a conditional request unless one is given; browsers revalidate with max-age=0.
    const repeat = await fetch(image, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } })
    expect(repeat.status).toBe(304)
    // Unknown pages and odd paths get no picture.
    expect((await fetch(`${baseUrl}/og-image.png?path=/no-such-page`)).status).toBe(404)
    expect((await fetch(`${baseUrl}/og-image.png?path=//evil.example`)).status).toBe(400)
  })

  it('carries Organization and WebSite data on the home page and breadcrumbs deeper down', async () => {
    const jsonLd = async (path: string) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text()
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string; name?: string; sameAs?: string[] },
      )
    }
    const home = await jsonLd('/')
    const org = home.find((item) => item['@type'] === 'Organization')
    expect(org?.name).toBe('Clearpath B1')
    expect(org?.sameAs).toContain('https://www.linkedin.com/company/clearpath-b1')
    expect(home.some((item) => item['@type'] === 'WebSite')).toBe(true)
    expect(
      (await jsonLd('/sap-business-one/for/it-directors')).some((item) => item['@type'] === 'BreadcrumbList'),
    ).toBe(true)
  })
})

describe('navigation on a phone', () => {
  it('reaches every extension, leader and industry page from the menu at 390 px', async () => {
    const products = (await (await fetch(`${baseUrl}/api/content/products`)).json()) as Record<
      string,
      { slug: string }[]
    >
    const expected = [
      ...Object.values(products).flatMap((group) => group.map((p) => `/products/${p.slug}`)),
      ...['managing', 'finance', 'it', 'operations', 'manufacturing'].map(
        (r) => `/sap-business-one/for/${r}-directors`,
      ),
      ...['manufacturing', 'wholesale', 'professional-services'].map((i) => `/sap-business-one/industries/${i}`),
      '/service-hours',
    ]
    const { page, errors } = await openPage(browser, 390)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    for (const label of ['SAP Business One', 'SAP B1 Extensions', 'How We Can Help']) {
      const button = menu.getByRole('button', { name: label, exact: true })
      await button.click()
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      const hrefs = await menu.locator('a:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      if (label === 'SAP B1 Extensions')
        for (const path of expected.filter((p) => p.startsWith('/products/'))) expect(hrefs).toContain(path)
      if (label === 'SAP Business One')
        for (const path of expected.filter((p) => p.startsWith('/sap-business-one/'))) expect(hrefs).toContain(path)
      if (label === 'How We Can Help') expect(hrefs).toContain('/service-hours')
    }
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('route changes', () => {
  it('start the new page at the top within 100 ms of it showing', async () => {
    const { page } = await openPage(browser, 1280)
    await page.goto(`${baseUrl}/about`, { waitUntil: 'networkidle' })
    // A marker on window survives only an in-app (client-side) navigation.
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.locator('footer').getByRole('link', { name: 'Cloud hosting' }).click()
    await page.getByRole('heading', { level: 1, name: 'SAP Business One Cloud Hosting on AWS' }).waitFor()
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
    await page.context().close()
  })
})

describe('pricing next steps', () => {
  it('shows a message for 0 hours, prices hours above 200 at the best rate, and a CTA on every bundle card', async () => {
    const { page, errors } = await openPage(browser, 1280)
    await page.goto(`${baseUrl}/service-hours`, { waitUntil: 'networkidle' })
    const calculator = page.locator('#calculator')
    const box = calculator.getByRole('spinbutton')
    const advice = calculator.getByTestId('calculator-advice')
    await box.fill('0')
    await expect.poll(() => advice.textContent()).toContain('Enter the hours you expect to need')
    await box.fill('350')
    await expect
      .poll(() => advice.textContent())
      .toContain(
        '350 hours: Subscription at £1,794 a month is cheapest, every hour at our best rate (£123.00/h, 18% off)',
      )
    expect(await box.inputValue()).toBe('350')
    await box.fill('5000')
    await expect.poll(() => advice.textContent()).toContain('beyond what this calculator prices')
    for (const [name, hours] of [
      ['Starter', 25],
      ['Growth', 50],
      ['Scale', 100],
      ['Enterprise', 200],
    ] as const) {
      const cta = page.getByRole('listitem', { name: `${name} bundle` }).getByRole('link', { name: /^Choose/ })
      expect(await cta.getAttribute('href')).toBe(
        `/contact?topic=SAP%20Business%20One&hours=${hours}&term=24#contact-form`,
      )
    }
    expect(await page.getByRole('listitem', { name: 'Starter bundle' }).textContent()).not.toContain('£0 (0%)')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
