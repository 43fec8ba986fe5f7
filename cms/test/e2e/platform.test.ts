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

describe('platform', () => {
  it('renders the home hero on the server', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    expect(html).toContain('Empowering Business Growth with SAP Business One')
    expect(html).toContain('Start Your Journey')
  })

  it('answers an unknown path with a real 404 page', async () => {
    const res = await fetch(`${baseUrl}/no-such-page`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found')
  })

  it('reports health with the database kind', async () => {
    expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'sqlite' })
  })

  it('refuses anonymous reads of leads', async () => {
    expect([401, 403]).toContain((await fetch(`${baseUrl}/api/leads`)).status)
  })

  it('sends security headers and compresses HTML', async () => {
    const res = await fetch(`${baseUrl}/`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect(res.headers.get('content-encoding')).toBe('gzip')
  })

  it('loads /portal/login in the browser with no console errors', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/portal/login`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('lets the seeded super_admin sign in to /admin and see the dashboard', async () => {
    const { page } = await openPage(browser)
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
    await page.fill('input[name="email"]', admin.email)
    await page.fill('input[name="password"]', admin.password)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 })
    await page.getByRole('heading', { name: 'Content' }).waitFor({ timeout: 30_000 })
    // Next streams the <title> in after the first paint.
    await page.waitForFunction(() => document.title.includes('Dashboard'), undefined, { timeout: 30_000 })
    await expect(page.getByRole('link', { name: /Pages/ }).first().isVisible()).resolves.toBe(true)
    await page.context().close()
  })
})
