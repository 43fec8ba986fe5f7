import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, openPage } from './browser'

const baseUrl = inject('baseUrl')
const CAMPAIGN = '/landing/group-companies-sap-business-one-aws'
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the focused campaign page (issue 26)', () => {
  it('at 1280 px: logo, one call to action, the form in the first screen, a footer of legal links only', async () => {
    const { page, errors } = await openPage(browser, 1280)
    await page.goto(baseUrl + CAMPAIGN, { waitUntil: 'networkidle' })
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
    expect(await page.getByRole('banner').getByRole('link').allTextContents()).toEqual(['B1Clearpath B1'])
    const form = page.locator('form[aria-label$="enquiry"]')
    const box = (await form.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(900)
    // The hero's one button books on the page (the booking section), never away to /contact.
    const hero = page.locator('main section').first()
    const heroLinks = hero.locator('a[href]:not(form a)')
    expect(await heroLinks.count()).toBe(1)
    const cta = heroLinks.first()
    expect(await cta.textContent()).toContain('Book a 20-Minute Discovery Call')
    expect(await cta.getAttribute('href')).toMatch(new RegExp(`^(${CAMPAIGN})?#book$`))
    expect(await page.locator('#book').count()).toBe(1)
    expect(await page.locator('main a[href="/contact"]').count()).toBe(0)
    expect(await page.getByRole('contentinfo').getByRole('link').allTextContents()).toEqual([
      'Terms & Conditions',
      'Privacy Policy',
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('at 390 px the form sits directly under the hero words', async () => {
    const { page } = await openPage(browser, 390)
    await page.goto(baseUrl + CAMPAIGN, { waitUntil: 'networkidle' })
    const hero = page.locator('main section').first()
    expect(await hero.locator('form[aria-label$="enquiry"]').count()).toBe(1)
    const heading = (await hero.getByRole('heading', { level: 1 }).boundingBox())!
    const form = (await page.locator('form[aria-label$="enquiry"]').boundingBox())!
    expect(form.y).toBeGreaterThan(heading.y)
    expect(form.y - heading.y).toBeLessThan(1200)
    await page.context().close()
  })
})
