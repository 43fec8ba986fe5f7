import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Every marketing route of the site issue, with the <h1> its seeded page must serve. */
const ROUTES: Array<[path: string, h1: string]> = [
  ['/', 'Empowering Business Growth with SAP Business One'],
  ['/sap-business-one', 'Grow Your Business Without Outgrowing Your ERP'],
  ['/sap-business-one/why', 'Build the Business of the Future'],
  ['/sap-business-one/industries/manufacturing', 'SAP Business One for Manufacturing'],
  ['/sap-business-one/industries/wholesale', 'SAP Business One for Wholesale Distribution'],
  ['/sap-business-one/industries/professional-services', 'SAP Business One for Professional Services'],
  ['/sap-business-one/for/managing-directors', 'Run the Whole Business from One Set of Numbers'],
  ['/sap-business-one/for/finance-directors', 'Close Faster with Numbers You Can Defend'],
  ['/sap-business-one/for/it-directors', 'Fewer Systems, Less Risk, No Server Room'],
  ['/sap-business-one/for/operations-directors', 'Keep Orders, Stock and People in Step'],
  ['/sap-business-one/for/manufacturing-directors', 'Plan to Capacity and Build It Right First Time'],
  ['/cloud-hosting', 'SAP Business One Cloud Hosting on AWS'],
  ['/services', 'How We Can Help'],
  ['/services/implementation', 'SAP Business One Implementation'],
  ['/services/support', 'SAP Business One Support'],
  ['/about', 'About Clearpath B1'],
  ['/experience', 'The Clearpath Experience'],
  ['/resources', 'Resources'],
  ['/terms', 'Terms &amp; Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/products', 'SAP B1 Extensions'],
  ['/products/beas-manufacturing', 'Beas Manufacturing for SAP Business One'],
  ['/products/netronic-manufacturing', 'Netronic Manufacturing: Visual Scheduling in the Cloud'],
  ['/products/produmex-wms', 'Produmex WMS: Warehouse Management for SAP Business One'],
  ['/products/produmex-scan', 'Produmex Scan: Barcode Scanning Made Simple'],
  ['/products/b1-usability-package', 'B1 Usability Package: Work Faster in SAP Business One'],
  ['/products/b1-intercompany', 'B1 InterCompany: One Group, Many Companies, No Re-keying'],
  ['/products/focuspoint', 'FocusPoint: Make SAP Business One Fit Your Processes'],
  ['/products/crm-for-outlook', 'CRM for Outlook: SAP Business One Where You Work'],
  ['/products/bpa-platform', 'BPA Platform: Integrate and Automate Around SAP Business One'],
  ['/products/magma', 'Magma: EDI and Integration for SAP Business One'],
  ['/products/ai-ecommerce', 'AI eCommerce for SAP Business One'],
]

const h1Of = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim()

/** Internal page links in server HTML (not the portal, admin, API or files). */
function internalLinks(html: string): string[] {
  const links = new Set<string>()
  for (const [, href] of html.matchAll(/<a[^>]+href="([^"]+)"/g)) {
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const path = href.replace(/[#?].*$/, '') || '/'
    if (/^\/(portal|admin|api|media|assets)(\/|$)/.test(path)) continue
    links.add(path)
  }
  return [...links]
}

describe('marketing routes', () => {
  it.each(ROUTES)('%s answers 200 with its <h1> in the server HTML', async (path, h1) => {
    const res = await fetch(`${baseUrl}${path}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1Of(html)).toBe(h1)
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"/)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  })

  it('redirects /solutions/* permanently to the industry pages', async () => {
    for (const [from, to] of [
      ['/solutions/manufacturing', '/sap-business-one/industries/manufacturing'],
      ['/solutions/distribution', '/sap-business-one/industries/wholesale'],
      ['/solutions/professional', '/sap-business-one/industries/professional-services'],
    ]) {
      const res = await fetch(`${baseUrl}${from}`, { redirect: 'manual' })
      expect(res.status).toBe(301)
      expect(new URL(res.headers.get('location')!, baseUrl).pathname).toBe(to)
    }
  })

  it('serves the shell from the CMS globals: menus, footer contact details and partner badges', async () => {
    const html = await (await fetch(`${baseUrl}/about`)).text()
    expect(html).toContain('SAP Business One: 80,000+ businesses trust us')
    for (const label of [
      'SAP B1 Extensions',
      'Who We Are',
      'The Experience',
      'How We Can Help',
      'Get in Touch',
      'Login',
    ])
      expect(html).toContain(label)
    expect(html).toContain('href="/products/focuspoint"')
    expect(html).toContain('0161 496 0123')
    expect(html).toContain('hello@clearpathb1.co.uk')
    for (const badge of ['SAP Premier', 'AWS Advanced', 'Gold partner']) expect(html).toContain(badge)
    expect(html).toContain(`© ${new Date().getFullYear()}`)
  })

  it('lists every page and product in sitemap.xml and keeps crawlers out of /portal and /admin', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
    for (const [path] of ROUTES) expect(sitemap).toContain(`<loc>${baseUrl}${path}</loc>`)
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text()
    expect(robots).toContain('Disallow: /portal')
    expect(robots).toContain('Disallow: /admin')
  })

  it('finds no 404 crawling every internal link from /', async () => {
    const seen = new Set<string>(['/'])
    const queue = ['/']
    const broken: string[] = []
    while (queue.length > 0 && seen.size < 400) {
      const path = queue.shift()!
      const res = await fetch(`${baseUrl}${path}`)
      if (res.status >= 400) {
        broken.push(`${res.status} ${path}`)
        continue
      }
      if (!(res.headers.get('content-type') ?? '').includes('text/html')) continue
      for (const link of internalLinks(await res.text())) {
        if (!seen.has(link)) {
          seen.add(link)
          queue.push(link)
        }
      }
    }
    expect(broken).toEqual([])
    // The crawl reached the whole site, not just the home page.
    for (const [path] of ROUTES) expect(seen).toContain(path)
  }, 180_000)

  it('logs no console errors on any route', async () => {
    const { page, errors } = await openPage(browser)
    const failures: string[] = []
    for (const [path] of ROUTES) {
      errors.length = 0
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      if (errors.length) failures.push(`${path}: ${errors.join(' | ')}`)
    }
    await page.context().close()
    expect(failures).toEqual([])
  }, 240_000)
})

describe('editing in the CMS', () => {
  const original = 'Empowering Business Growth with SAP Business One'
  const edited = `Growth, Simplified ${Date.now()}`

  async function homePage(token: string) {
    const res = await fetch(`${baseUrl}/api/pages?where[path][equals]=/&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    return (
      (await res.json()) as { docs: Array<{ id: number; blocks: Array<{ blockType: string; heading?: string }> }> }
    ).docs[0]!
  }

  async function adminToken() {
    const res = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    })
    return ((await res.json()) as { token: string }).token
  }

  afterAll(async () => {
    // Put the seeded headline back for the other end-to-end files.
    const token = await adminToken()
    const page = await homePage(token)
    const blocks = page.blocks.map((b) => (b.blockType === 'hero' ? { ...b, heading: original } : b))
    await fetch(`${baseUrl}/api/pages/${page.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ blocks }),
    })
  })

  it('a marketer edits the home hero headline in /admin and / shows it at the next load', async () => {
    const { id } = await homePage(await adminToken())
    // The page is in the shared cache before the edit, so the test shows the edit purges it.
    await fetch(`${baseUrl}/`)
    expect((await fetch(`${baseUrl}/`)).headers.get('x-cache')).toBe('HIT')
    const { page } = await openPage(browser)
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
    await page.fill('input[name="email"]', admin.email)
    await page.fill('input[name="password"]', admin.password)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })

    await page.goto(`${baseUrl}/admin/collections/pages/${id}`, { waitUntil: 'networkidle' })
    // Sections open collapsed: open the first (the hero) as a marketer would.
    await page.locator('.blocks-field__row').first().locator('.collapsible__toggle').first().click()
    const heading = page.locator('#field-blocks__0__heading')
    await heading.waitFor({ timeout: 30_000 })
    expect(await heading.inputValue()).toBe(original)
    await heading.fill(edited)
    const saved = page.waitForResponse(
      (res) => res.url().includes(`/api/pages/${id}`) && res.request().method() === 'PATCH',
      { timeout: 30_000 },
    )
    await page.click('#action-save')
    expect((await saved).status()).toBe(200)
    // Close the section again: the admin remembers it per user, and other tests expect every section collapsed.
    const remembered = page.waitForResponse((res) => res.url().includes('/api/payload-preferences/'), {
      timeout: 30_000,
    })
    await page.locator('.blocks-field__row').first().locator('.collapsible__toggle').first().click()
    await remembered
    await page.context().close()

    const html = await (await fetch(`${baseUrl}/`)).text()
    expect(h1Of(html)).toBe(edited)
  }, 120_000)
})
