import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A phone-sized page, with or without JavaScript. */
async function phone(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled })
  return context.newPage()
}

/** Whether the element's box lies wholly inside the viewport as the visitor sees it now. */
const inViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
  })

async function fillContact(page: Page, firstName: string) {
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('First name').fill(firstName)
  await form.getByLabel('Last name').fill('Lovelace')
  await form.getByLabel('Email').fill(`${firstName.toLowerCase()}.${Date.now()}@example.com`)
  await form.getByLabel('Company').fill('Analytical Engines Ltd')
  await form.getByLabel('Topic').selectOption('Implementation')
  await form.getByLabel('Message').fill('We are replacing our accounts package this year.')
  await form.getByRole('checkbox').check()
  // Scrolled to the button, as a thumb would be: the thank-you then appears far above it.
  await form.getByRole('button', { name: 'Send Message' }).click()
}

describe('the thank-you a visitor can see, at 390 px (issue 26)', () => {
  it('the contact form: the thank-you scrolls into view and takes focus; the "required" note goes', async () => {
    const page = await phone(true)
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' })
    await expect(page.getByText('Fields marked * are required.').isVisible()).resolves.toBe(true)
    await fillContact(page, 'Ada')
    const panel = page.locator('[data-form-sent]')
    await panel.getByText('Thank you, Ada!').waitFor()
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-form-sent'))
    expect(await inViewport(panel)).toBe(true)
    expect(await page.getByText('Fields marked * are required.').isVisible()).toBe(false)
    await page.context().close()
  })

  it('the contact form without JavaScript answers at the thank-you', async () => {
    const page = await phone(false)
    await page.goto(`${baseUrl}/contact`)
    await fillContact(page, 'Mary')
    const panel = page.locator('[data-form-sent]')
    await panel.getByText('Thank you, Mary!').waitFor()
    expect(new URL(page.url()).hash).toBe('#contact-form')
    expect(await inViewport(panel.getByRole('heading'))).toBe(true)
    expect(await page.getByText('Fields marked * are required.').isVisible()).toBe(false)
    await page.context().close()
  })

  for (const javaScript of [true, false]) {
    it(`an enquiry block on a campaign page ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
      const page = await phone(javaScript)
      await page.goto(`${baseUrl}/landing/group-companies-sap-business-one-aws`, {
        waitUntil: javaScript ? 'networkidle' : 'load',
      })
      const form = page.locator('form[aria-label$="enquiry"]')
      await form.getByLabel('Name').fill('Alan Turing')
      await form.getByLabel('Work email').fill(`alan.${Date.now()}@example.com`)
      await form.getByLabel('Company').fill('Bletchley Ltd')
      await form.getByRole('checkbox').check()
      await form.locator('button[type="submit"]').click()
      const panel = page.locator('[data-form-sent]')
      await panel.getByText('Thank you, we have your enquiry').waitFor()
      if (javaScript) await page.waitForFunction(() => document.activeElement?.hasAttribute('data-form-sent'))
      expect(await inViewport(panel.getByRole('heading'))).toBe(true)
      await page.context().close()
    })
  }
})
