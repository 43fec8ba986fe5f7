import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ApiAccessRequest } from '../../src/shared/contract-types'

import { launchBrowser, openPage } from './browser'
import { accessToken, contractApi } from './portal-session'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Marks the document, so a later check can tell a client-side navigation from a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { visitMark?: number }).visitMark = 1))
const sameDocument = (page: Page) => page.evaluate(() => (window as { visitMark?: number }).visitMark === 1)

/** Clicks a site link by its address, wherever it sits (a closed menu's links included). */
const followLink = (page: Page, href: string) =>
  page.evaluate((target) => document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`)!.click(), href)

describe('islands on public pages (issue 10)', () => {
  it('ship the islands entry instead of the React Router app; the portal keeps the app', async () => {
    const home = await (await fetch(`${baseUrl}/`)).text()
    expect(home).toContain('data-islands-entry')
    expect(home).toContain('data-island="SiteHeader"')
    expect(home).not.toContain('__reactRouterContext')
    expect(home).not.toMatch(/\/assets\/framework-[\w-]+\.js/)
    // The form rules (zod) load when a form is first used, not with the page (the 100 KB budget).
    const contact = await (await fetch(`${baseUrl}/contact`)).text()
    expect(contact).toContain('data-island="ContactForm"')
    expect(contact).not.toMatch(/\/assets\/schemas-[\w-]+\.js/)
    const portal = await (await fetch(`${baseUrl}/portal/login`)).text()
    expect(portal).toContain('__reactRouterContext')
    expect(portal).not.toContain('data-islands-entry')
  })

  it('navigate client-side between public pages, with titles, history and the back button', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    const homeTitle = await page.title()
    await markDocument(page)

    await followLink(page, '/cloud-hosting')
    await page.waitForURL(`${baseUrl}/cloud-hosting`)
    await page.getByRole('heading', { level: 1, name: /Cloud Hosting/ }).waitFor()
    expect(await page.title()).toMatch(/Cloud Hosting/)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/cloud-hosting$/)
    expect(await sameDocument(page)).toBe(true)

    await page.goBack()
    await page.waitForURL(`${baseUrl}/`)
    await page.waitForFunction((title) => document.title === title, homeTitle)
    expect(await sameDocument(page)).toBe(true)
    expect(errors).toEqual([])
  })

  it('reopen a reloaded page where it was left, and a page reached by a link at the top', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await page.reload({ waitUntil: 'networkidle' })
    await page.waitForFunction(() => window.scrollY > 1400)
    await followLink(page, '/cloud-hosting')
    await page.waitForURL(`${baseUrl}/cloud-hosting`)
    await page.getByRole('heading', { level: 1, name: /Cloud Hosting/ }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(errors).toEqual([])
  })

  it('hydrate the islands of a page reached client-side: the pricing toggles share one term', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await markDocument(page)
    await followLink(page, '/service-hours')
    await page.waitForURL(`${baseUrl}/service-hours`)
    const toggles = page.getByRole('group', { name: 'Term length' })
    await toggles.first().waitFor()
    await toggles.first().locator('label', { hasText: '12 months' }).click()
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"][value="12"]')).every(
        (r) => r.checked,
      ),
    )
    expect(await page.getByRole('radio', { name: '12 months' }).count()).toBe(2)
    expect(await sameDocument(page)).toBe(true)
    expect(errors).toEqual([])
  })

  it('leave for the portal with a page load, where the React Router app takes over', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await markDocument(page)
    await followLink(page, '/portal/login')
    await page.waitForURL(`${baseUrl}/portal/login`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await sameDocument(page)).toBe(false)
    expect(errors).toEqual([])
  })

  it.each(['/', '/service-hours', '/blog', '/faqs', '/contact', '/cloud-hosting'])(
    'hydrate %s at 390 px without an error or a mismatch',
    async (path) => {
      const { page, errors } = await openPage(browser, 390)
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('button', { name: 'Close menu' }).waitFor()
      expect(errors).toEqual([])
    },
  )
})

describe('public forms without JavaScript (issue 13)', () => {
  async function withoutScript() {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    return context.newPage()
  }

  it('the contact form shows the messages to fix, keeps what was typed, then sends', async () => {
    const page = await withoutScript()
    await page.goto(`${baseUrl}/contact`)
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Last name').fill('Hopper')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('First name required').waitFor()
    expect(await form.getByLabel('Last name').inputValue()).toBe('Hopper')

    await form.getByLabel('First name').fill('Grace')
    await form.getByLabel('Email').fill(`grace.${Date.now()}@example.com`)
    await form.getByLabel('Company').fill('Compilers Ltd')
    await form.getByLabel('Topic').selectOption('Support')
    await form.getByLabel('Message').fill('Our month-end close needs a hand.')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thank you, Grace!').waitFor()
    await page.context().close()
  })

  it('the contact form keeps what a visitor typed before its scripts arrived, and sends it', async () => {
    const { page, errors } = await openPage(browser)
    let arrive = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (arrive = resolve))
    await page.route('**/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'commit' })
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('First name').fill('Katherine')
    await form.getByLabel('Last name').fill('Johnson')
    await form.getByLabel('Email').fill(`katherine.${Date.now()}@example.com`)
    await form.getByLabel('Company').fill('Trajectories Ltd')
    await form.getByLabel('Topic').selectOption('Support')
    await form.getByLabel('Message').fill('Typed while the page was still loading.')
    await form.getByRole('checkbox').check()
    arrive()
    // Hydrated: React has taken the form over (it keys its fiber on the element), so the JavaScript
    // path sends it, not the post without JavaScript.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('form[aria-label="Contact form"]') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    )
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/forms/contact'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thank you, Katherine!').waitFor()
    expect((await sent).method()).toBe('POST')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('an enquiry block sends from a campaign landing page', async () => {
    const page = await withoutScript()
    await page.goto(`${baseUrl}/landing/group-companies-sap-business-one-aws`)
    const form = page.locator('form[aria-label$="enquiry"]')
    await form.getByLabel('Name').fill('Alan Turing')
    await form.getByLabel('Work email').fill(`alan.${Date.now()}@example.com`)
    await form.getByLabel('Company').fill('Bletchley Ltd')
    await form.getByRole('checkbox').check()
    await form.locator('button[type="submit"]').click()
    await page.getByText('Thank you, we have your enquiry').waitFor()
    await page.context().close()
  })

  // The screen sits in a <noscript>, whose words Playwright's text matching skips: roles find them.
  it('the sign-in page says sign-in needs JavaScript, and request access works by link and post', async () => {
    const page = await withoutScript()
    await page.goto(`${baseUrl}/portal/login`)
    await page.getByRole('heading', { name: 'Sign in to the portal' }).waitFor()
    expect(await page.getByRole('note').textContent()).toMatch(/^Signing in needs JavaScript\./)
    expect(await page.getByRole('status').count()).toBe(0)

    await page.getByRole('link', { name: 'Request access' }).click()
    await page.waitForURL(`${baseUrl}/portal/login?view=request-access`)
    const form = page.getByRole('form', { name: 'Request access' })
    await form.getByLabel('Last name').fill('Hopper')
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.getByRole('alert').first().waitFor()
    expect(await form.getByRole('alert').allTextContents()).toContain('First name required')
    expect(await form.getByLabel('First name').getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByLabel('Last name').inputValue()).toBe('Hopper')

    const email = `grace.${Date.now()}@example.com`
    await form.getByLabel('First name').fill('Grace')
    await form.getByLabel('Work email').fill(email)
    await form.getByLabel('Why do you need access?').fill('New in the sales team')
    await form.getByRole('button', { name: 'Send request' }).click()
    expect(await page.getByRole('status').textContent()).toContain('Request sent')

    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await page.waitForURL(`${baseUrl}/portal/login`)
    await page.goto(`${baseUrl}/portal/login?view=request-access`)
    const bot = `bot.${Date.now()}@example.com`
    await form.getByLabel('First name').fill('Robo')
    await form.getByLabel('Last name').fill('Spam')
    await form.getByLabel('Work email').fill(bot)
    await form.getByLabel('Why do you need access?').fill('Buy now, cheap pills')
    await page.locator('input[name="website"]').fill('https://spam.example')
    await form.getByRole('button', { name: 'Send request' }).click()
    expect(await page.getByRole('status').textContent()).toContain('Request sent')
    await page.context().close()

    const token = await accessToken(admin)
    const { status, body } = await contractApi(() => token)<{ requests: ApiAccessRequest[] }>('/portal/access-requests')
    expect(status).toBe(200)
    const stored = body.requests.map((request) => request.email)
    expect(stored).toContain(email)
    expect(stored).not.toContain(bot)
  })
})
