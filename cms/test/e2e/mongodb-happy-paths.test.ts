import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ApiLead } from '../../src/shared/contract-types'
import { launchBrowser, openPage } from './browser'
import { accessToken, contractApi, signIn } from './portal-session'

// MongoDB only (the `e2e-mongodb` project): the built server on FerretDB, seeded by its first boot.
const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser
let token = ''
const api = contractApi(() => token)

beforeAll(async () => {
  browser = await launchBrowser()
  token = await accessToken(admin)
})
afterAll(() => browser?.close())

describe('the site and the portal on MongoDB', () => {
  it('serves the seeded home page, blog and a post, hydrated without console errors', async () => {
    const { page, errors } = await openPage(browser, 390)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await expect(page.locator('h1').first().textContent()).resolves.toContain(
      'Empowering Business Growth with SAP Business One',
    )
    await page.goto(`${baseUrl}/blog`, { waitUntil: 'networkidle' })
    const firstPost = page.locator('a[href^="/blog/"]').first()
    const href = await firstPost.getAttribute('href')
    await page.goto(`${baseUrl}${href}`, { waitUntil: 'networkidle' })
    expect((await page.locator('h1').first().textContent())?.trim()).toBeTruthy()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('takes an enquiry from the contact form, which an admin then sees in the portal', async () => {
    const company = `Mongo Foods ${Date.now()}`
    const { page, errors } = await openPage(browser, 1280)
    await page.goto(`${baseUrl}/contact?topic=Cloud%20hosting`, { waitUntil: 'networkidle' })
    await page.getByLabel(/First name/).fill('Mia')
    await page.getByLabel(/Last name/).fill('Ng')
    await page.getByLabel(/Email/).fill('mia.ng@e2e.example')
    await page.getByLabel(/Company/).fill(company)
    await page.getByLabel(/^Role/).selectOption('Finance')
    await page.getByLabel(/Message/).fill('Please call us about SAP Business One.')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: /Send Message/ }).click()
    await page.getByText('Thank you, Mia!').waitFor()

    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/leads`, { waitUntil: 'networkidle' })
    await page.getByText(company).first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()

    const { status, body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
    expect(status).toBe(200)
    expect(body.leads.find((lead) => lead.company === company)).toMatchObject({ status: 'new', first_name: 'Mia' })
  })

  it('opens the CMS admin sign-in page and reports a ready database', async () => {
    const ready = await fetch(`${baseUrl}/api/health/ready`)
    expect(await ready.json()).toEqual({ status: 'ok', database: 'mongodb' })
    const { page, errors } = await openPage(browser, 1280)
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' })
    await page.getByLabel(/Email/).first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})
