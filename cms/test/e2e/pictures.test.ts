import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'
import { accessToken } from './portal-session'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser
let token: string
/** Screenshots to look at (390 and 1280 px), outside the repository. */
const SHOTS = path.join(os.tmpdir(), 'b1-pictures')
mkdirSync(SHOTS, { recursive: true })

beforeAll(async () => {
  browser = await launchBrowser()
  token = await accessToken(admin)
})
afterAll(() => browser?.close())

type Block = Record<string, unknown> & { blockType: string }

async function uploadPhoto(alt: string, colour: string, focal: { focalX: number; focalY: number }) {
  const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: colour } })
    .png()
    .toBuffer()
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${alt.replace(/\W+/g, '-')}.png`)
  body.append('_payload', JSON.stringify({ alt, ...focal }))
  const res = await fetch(`${baseUrl}/api/media`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

describe('pictures editors control (issue 26)', () => {
  it('an uploaded hero photo replaces the drawing, served responsive with its focal point', async () => {
    const hero = await uploadPhoto('Our team on a client site', '#1a5fe0', { focalX: 30, focalY: 60 })
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const { docs } = (await (
      await fetch(`${baseUrl}/api/pages?where[path][equals]=/&depth=0`, { headers: auth })
    ).json()) as {
      docs: Array<{ id: number; blocks: Block[] }>
    }
    const home = docs[0]!
    const blocks = home.blocks.map((block) => (block.blockType === 'hero' ? { ...block, image: hero } : block))
    const saved = await fetch(`${baseUrl}/api/pages/${home.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ blocks, _status: 'published' }),
    })
    expect(saved.status).toBe(200)

    const { page, errors } = await openPage(browser, 1280)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    const heroImage = page.locator('[data-hero-visual] img')
    expect(await heroImage.getAttribute('alt')).toBe('Our team on a client site')
    expect(await heroImage.getAttribute('srcset')).toMatch(/480w.*960w.*1600w/)
    expect(await heroImage.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('30% 60%')
    // The browser picked one of the WebP sizes, not the 2000 px original.
    expect(await heroImage.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.webp$/)
    expect(await page.locator('[data-hero-visual] svg').count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

/** The menu's and footer's pages (seed/src/site.ts; /solutions/* redirect to the industry pages). */
const MAIN_ROUTES = [
  '/',
  '/sap-business-one',
  '/products',
  '/about',
  '/experience',
  '/services',
  '/cloud-hosting',
  '/service-hours',
  '/resources',
  '/contact',
  '/sap-business-one/industries/manufacturing',
  '/sap-business-one/industries/wholesale',
  '/sap-business-one/industries/professional-services',
]

/** The srcset candidate a browser at 1x should take for a box this wide: the smallest that covers it. */
function expectedCandidate(srcset: string, width: number): string {
  const candidates = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url!, w: Number.parseInt(w!, 10) }))
    .sort((a, b) => a.w - b.w)
  return (candidates.find((c) => c.w >= width) ?? candidates.at(-1)!).url
}

describe('seeded pictures', () => {
  for (const width of [390, 1280]) {
    it(`the /about hero photo is shown at ${width} px, the browser taking the right size from its srcset`, async () => {
      const { page, errors } = await openPage(browser, width)
      await page.goto(`${baseUrl}/about`, { waitUntil: 'networkidle' })
      const photo = page.locator('[data-hero-visual] img')
      expect(await photo.getAttribute('alt')).toBe('Clearpath consultants planning a go-live with a client team')
      expect(await photo.getAttribute('sizes')).toBe(
        '(min-width: 1280px) 487px, (min-width: 1024px) 40vw, calc(100vw - 2rem)',
      )
      const srcset = (await photo.getAttribute('srcset'))!
      expect(srcset).toMatch(/480w.*960w.*1600w/)
      const box = (await photo.boundingBox())!
      // Drawn across the page less its padding on a phone, in the 5/12 column on a wide screen.
      expect(box.width).toBeCloseTo(width === 390 ? 358 : 487, -1)
      const current = await photo.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname)
      expect(current).toBe(expectedCandidate(srcset, box.width))
      expect(current).toMatch(width === 390 ? /-480x\d+\.webp$/ : /-960x\d+\.webp$/)
      await page.screenshot({ path: `${SHOTS}/about-${width}.png` })
      expect(errors).toEqual([])
      await page.context().close()
    })
  }

  it('partners and footer badges show the seeded SVG logo, initials where none is set', async () => {
    const { page, errors } = await openPage(browser, 1280)
    await page.goto(`${baseUrl}/about`, { waitUntil: 'networkidle' })
    const partner = page.locator('li', { has: page.getByRole('heading', { name: 'Add-on vendors' }) })
    expect(await partner.locator('img').getAttribute('src')).toMatch(/^\/media\/gold-partner(-\d+)?\.svg$/)
    const badges = page.getByRole('list', { name: 'Partner status' })
    expect(await badges.locator('li', { hasText: 'Gold partner' }).locator('img').count()).toBe(1)
    expect(await badges.locator('li', { hasText: 'SAP Premier' }).locator('img').count()).toBe(0)
    const logo = await fetch(`${baseUrl}${await partner.locator('img').getAttribute('src')}`)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(logo.headers.get('content-security-policy')).toContain('sandbox')
    for (const viewport of [390, 1280]) {
      await page.setViewportSize({ width: viewport, height: 900 })
      const section = page.locator('section', { has: partner })
      await section.scrollIntoViewIfNeeded()
      await page.waitForTimeout(700) // the cards fade in as they scroll into view
      await section.screenshot({ path: `${SHOTS}/partners-${viewport}.png` })
      await badges.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/footer-${viewport}.png` })
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('no drawing shows twice on a page, nor on more than two of the main routes', async () => {
    const { page, errors } = await openPage(browser, 1280)
    const routesOf = new Map<string, string[]>()
    for (const route of MAIN_ROUTES) {
      const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'domcontentloaded' })
      expect(response?.status(), route).toBe(200)
      const drawings = await page
        .locator('main [data-drawing]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-drawing')!))
      expect(new Set(drawings).size, `${route}: ${drawings.join(', ')}`).toBe(drawings.length)
      for (const name of drawings) routesOf.set(name, [...(routesOf.get(name) ?? []), route])
    }
    const overused = [...routesOf].filter(([, routes]) => routes.length > 2)
    expect(overused).toEqual([])
    // The pages still show pictures: most of the thirteen drawings appear somewhere.
    expect(routesOf.size).toBeGreaterThanOrEqual(10)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
