import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
const superAdmin = inject('admin')
const shots = process.env.E2E_SCREENSHOTS_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'b1-marketers-'))

let browser: Browser
let token: string

const signIn = async (credentials: { email: string; password: string }) => {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const api = async (urlPath: string, init: { method?: string; body?: unknown } = {}) => {
  const res = await fetch(`${baseUrl}/api${urlPath}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  expect(res.status, text).toBeLessThan(300)
  return JSON.parse(text)
}

async function adminPage(width: number, as = token): Promise<Page> {
  const { page } = await openPage(browser, width)
  await page.context().addCookies([{ name: 'payload-token', value: as, url: baseUrl }])
  return page
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true })
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** Queues a job in the shared database, as the admin's "Schedule publish" does. */
async function schedulePublish(collection: string, id: number, at: Date) {
  process.env.DATA_DIR = inject('dataDir')
  process.env.DATABASE_URL = inject('databaseUrl')
  const { default: config } = await import('../../src/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: collection, value: String(id) } } as never,
    waitUntil: at,
  })
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await signIn(superAdmin)
})
afterAll(() => browser?.close())

describe('a new page in /admin', () => {
  it('gets its path from its title on "Save draft"', async () => {
    const page = await adminPage(1280)
    await page.goto(`${baseUrl}/admin/collections/pages/create`, { waitUntil: 'networkidle' })
    const stamp = Date.now()
    await page.locator('#field-title').fill(`Winter webinar ${stamp}`)
    await page.locator('#action-save-draft').click()
    await page.waitForURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 })
    await expect
      .poll(() => page.locator('#field-path').inputValue(), { timeout: 15_000 })
      .toBe(`/winter-webinar-${stamp}`)
    await shot(page, 'new-page-path-1280')
    await page.context().close()
  })
})

describe('schedules in /admin', () => {
  it('"Publish changes" cancels the scheduled publish: the sidebar, the list and the home stop showing it', async () => {
    const title = `Spring launch ${Date.now()}`
    const { doc } = await api('/pages?draft=true', { method: 'POST', body: { title, _status: 'draft' } })
    await schedulePublish('pages', doc.id, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000))

    const page = await adminPage(1280)
    await page.goto(`${baseUrl}/admin/collections/pages/${doc.id}`, { waitUntil: 'networkidle' })
    const scheduled = page.locator('#field-scheduled')
    await expect.poll(() => scheduled.inputValue(), { timeout: 30_000 }).toMatch(/^Publishes \d/)
    await shot(page, 'scheduled-page-1280')
    await page.locator('#action-save').click()
    await page
      .getByText(/successfully/i)
      .first()
      .waitFor({ timeout: 30_000 })

    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => scheduled.inputValue(), { timeout: 30_000 }).toBe('Not scheduled')
    await page.goto(`${baseUrl}/admin/collections/pages?limit=100`, { waitUntil: 'networkidle' })
    const row = page.locator('tr', { hasText: title })
    await row.waitFor({ timeout: 30_000 })
    expect(await row.innerText()).not.toMatch(/Publishes/)
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
    const next = page.getByRole('region', { name: 'Scheduled next' })
    await next.waitFor({ timeout: 30_000 })
    expect(await next.innerText()).not.toContain(title)
    await page.context().close()
  })
})

describe('the admin home for marketers', () => {
  it('shows an admin the content and enquiries only, and a super admin the System group', async () => {
    const email = `marketer-${Date.now()}@example.com`
    const password = 'a-long-enough-password'
    await api('/users', {
      method: 'POST',
      body: { email, password, first_name: 'Mara', last_name: 'Keter', role: 'admin', is_active: true },
    })
    const marketer = await adminPage(1280, await signIn({ email, password }))
    await marketer.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
    await marketer.locator('#nav-pages').first().waitFor({ state: 'attached', timeout: 30_000 })
    for (const slug of ['outbox', 'page-views', 'slot-claims', 'task-reminders', 'lead-activity'])
      expect(await marketer.locator(`#nav-${slug}`).count(), slug).toBe(0)
    expect(await marketer.locator('#nav-leads').count()).toBe(1)
    const outbox = await marketer.goto(`${baseUrl}/admin/collections/outbox`, { waitUntil: 'networkidle' })
    expect(outbox?.status()).toBe(404)
    await marketer.context().close()

    const owner = await adminPage(1280)
    await owner.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
    await owner.locator('#nav-outbox').first().waitFor({ state: 'attached', timeout: 30_000 })
    expect(await owner.locator('.nav-group', { hasText: 'System' }).locator('#nav-outbox').count()).toBe(1)
    await owner.context().close()
  })

  it('says the same number of enquiries at the top as under the table, at 1280 and 390 px', async () => {
    // A few counted views, written by the server's next batch (every 15 s), so the chart has bars.
    const browserAgent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
    for (const pathname of ['/', '/', '/contact'])
      await fetch(`${baseUrl}/api/analytics/view`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': browserAgent },
        body: JSON.stringify({ path: pathname }),
      })
    await new Promise((resolve) => setTimeout(resolve, 16_000))
    for (const width of [1280, 390]) {
      const page = await adminPage(width)
      await page.goto(`${baseUrl}/admin?range=7`, { waitUntil: 'networkidle' })
      const top = await page.getByRole('link', { name: /in the last 7 days$/ }).innerText()
      const report = page.getByRole('region', { name: 'Page performance' })
      await report.waitFor({ timeout: 30_000 })
      const total = /^(\d+) enquir/.exec(top)![1]
      expect(await report.innerText()).toContain(
        `${total === '1' ? '1 enquiry' : `${total} enquiries`} in the last 7 days`,
      )
      for (const cell of await report.locator('td:last-child').allInnerTexts())
        if (cell.endsWith('%')) expect(parseFloat(cell)).toBeLessThanOrEqual(100)
      expect(await noSidewaysScroll(page)).toBe(true)
      await shot(page, `admin-home-${width}`)
      await page.context().close()
    }
  }, 90_000)
})
