import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'
import { accessToken } from './portal-session'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser
let token: string

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
