import fs from 'node:fs'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
// The server's SERVER_URL is http://localhost:<port>; the admin must also save when opened by IP.
const byIp = baseUrl.replace('localhost', '127.0.0.1')
const SHOTS = process.env.E2E_SCREENSHOTS_DIR

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function signIn(page: Page) {
  await page.goto(`${byIp}/admin`, { waitUntil: 'networkidle' })
  await page.fill('input[name="email"]', admin.email)
  await page.fill('input[name="password"]', admin.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
}

const pageId = async (path: string) =>
  (
    (await (await fetch(`${baseUrl}/api/pages?where[path][equals]=${path}&depth=0`)).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]?.id

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

describe('editing addresses in /admin', () => {
  it('renames /resources to /resources-hub under 127.0.0.1: a 301 from the old address, the footer follows', async () => {
    const id = await pageId('/resources')
    expect(id).toBeDefined()
    const { page } = await openPage(browser)
    await signIn(page)
    await page.goto(`${byIp}/admin/collections/pages/${id}`, { waitUntil: 'networkidle' })
    await page.fill('#field-path', '/resources-hub')
    await page.click('#action-save')
    await page
      .getByText(/successfully/i)
      .first()
      .waitFor({ timeout: 30_000 })

    const old = await fetch(`${baseUrl}/resources`, { redirect: 'manual' })
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toMatch(/\/resources-hub$/)
    const home = await (await fetch(`${baseUrl}/`)).text()
    expect(home).toContain('href="/resources-hub"')
    expect(home).not.toContain('href="/resources"')
    await page.context().close()
  })

  it('shows labelled, collapsed sections, the block picker and the menu editor (screenshots at 1280 px)', async () => {
    const { page } = await openPage(browser, 1280)
    await signIn(page)
    await page.goto(`${byIp}/admin/collections/pages/${await pageId('/')}`, { waitUntil: 'networkidle' })
    const rows = page.locator('.blocks-field__row')
    await rows.first().waitFor({ timeout: 30_000 })
    await shot(page, 'home-edit')
    // The row is itself the collapsible.
    expect(await page.locator('.blocks-field__row.collapsible--collapsed').count()).toBe(await rows.count())
    const header = await page.locator('.blocks-field__block-header').first().innerText()
    expect(header).toMatch(/Hero/)
    expect(header).not.toMatch(/Untitled/)
    await page
      .getByRole('button', { name: /Add (Section|Block)/i })
      .last()
      .click()
    // Each block in the picker shows its sketch from web/public/block-thumbnails.
    await page.locator('img[src="/block-thumbnails/hero.svg"]').first().waitFor({ timeout: 15_000 })
    await shot(page, 'block-picker')
    await page.goto(`${byIp}/admin/globals/navigation`, { waitUntil: 'networkidle' })
    await page.getByText('Menu items').first().waitFor({ timeout: 30_000 })
    expect(await page.content()).not.toContain('Menu_type')
    await shot(page, 'navigation')
    await page.goto(`${byIp}/admin/globals/footer`, { waitUntil: 'networkidle' })
    await shot(page, 'footer')
    await page.context().close()
  })
})
