import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ApiLead, ApiPost } from '../../src/shared/contract-types'
import { launchBrowser, openPage } from './browser'
import { accessToken } from './portal-session'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser
let token: string

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...init.headers },
  })
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await accessToken(admin)
})
afterAll(() => browser?.close())

async function visit(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, width)
  await opened.page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
  return opened
}

describe('blog', () => {
  it('server-renders the list and a post with BlogPosting data, and 404s an unknown post', async () => {
    const { posts } = await api<{ posts: ApiPost[] }>('/blog/posts?limit=100')
    expect(posts.length).toBeGreaterThan(0)
    const list = await (await fetch(`${baseUrl}/blog`)).text()
    expect(list).toContain(`of ${posts.length} articles`)
    const post = await fetch(`${baseUrl}/blog/${posts[0].slug}`)
    expect(post.status).toBe(200)
    expect(await post.text()).toContain('"@type":"BlogPosting"')
    const missing = await fetch(`${baseUrl}/blog/no-such-post-anywhere`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Post not found')
  })

  it('ends a post with related articles and the previous and next one, and reads its time from the words', async () => {
    const { posts } = await api<{ posts: ApiPost[] }>('/blog/posts?limit=100')
    const middle = posts[1]
    const { page, errors } = await visit(`/blog/${middle.slug}`)
    const related = page.getByRole('region', { name: 'Related articles' })
    expect(await related.getByRole('link').count()).toBeGreaterThan(0)
    const pager = page.getByRole('navigation', { name: 'More articles' })
    expect(await pager.getByRole('link', { name: /Next article/ }).getAttribute('href')).toBe(`/blog/${posts[0].slug}`)
    expect(await pager.getByRole('link', { name: /Previous article/ }).getAttribute('href')).toBe(
      `/blog/${posts[2].slug}`,
    )
    const words = middle.content.split(/\s+/).filter(Boolean).length
    expect(await page.locator('article').first().textContent()).toContain(
      `${Math.max(1, Math.ceil(words / 230))} min read`,
    )
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('lets a visitor filter by category and open a post', async () => {
    const { posts } = await api<{ posts: ApiPost[] }>('/blog/posts?limit=100')
    const category = posts[0].category
    const inCategory = posts.filter((p) => p.category === category)
    const { page, errors } = await visit('/blog')
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category)
    await page.waitForURL(/category=/)
    const shown = Math.min(6, inCategory.length)
    await page.getByText(`Showing 1-${shown} of ${inCategory.length} articles`).waitFor()
    expect(await page.getByRole('article').count()).toBe(shown)
    await page.getByRole('button', { name: `Remove Category: ${category}` }).waitFor()

    const first = page.getByRole('article').first()
    const title = (await first.getByRole('heading').textContent())!.trim()
    await first.getByRole('link', { name: /^Read More/ }).click()
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/)
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
    await page.getByRole('link', { name: 'Back to Blog' }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('contact form', () => {
  it('creates a lead with its topic that admins see in the inbound leads', async () => {
    const company = `E2E Foods ${Date.now()}`
    const { page, errors } = await visit('/contact?topic=Cloud%20hosting', 390)
    expect(await page.getByLabel(/Topic/).inputValue()).toBe('Cloud hosting')
    await page.getByRole('button', { name: /Send Message/ }).click()
    await page.getByText('First name required').waitFor()

    await page.getByLabel(/First name/).fill('Erin')
    await page.getByLabel(/Last name/).fill('Walsh')
    await page.getByLabel(/Email/).fill('erin.walsh@e2e.example')
    await page.getByLabel(/Company/).fill(company)
    await page.getByLabel(/^Role/).selectOption('Finance')
    await page.getByLabel(/Message/).fill('We would like a quote for hosting.')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: /Send Message/ }).click()
    await page.getByText('Thank you, Erin!').waitFor()
    expect(errors).toEqual([])
    await page.context().close()

    const { leads } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
    const lead = leads.find((l) => l.company === company)
    expect(lead).toMatchObject({
      first_name: 'Erin',
      last_name: 'Walsh',
      email: 'erin.walsh@e2e.example',
      role: 'Finance',
      topic: 'Cloud hosting',
      status: 'new',
      message: 'Role: Finance\nTopic: Cloud hosting\n\nWe would like a quote for hosting.',
    })
    expect(lead!.source).toMatch(/^Contact Form - \//)
    expect(lead!.consent.given).toBe(true)
  })
})

describe('landing pages', () => {
  it('shows the inactive message with HTTP 403 for an inactive page', async () => {
    const slug = `e2e-paused-${Date.now()}`
    await api('/landing-pages', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Paused campaign',
        slug,
        is_active: false,
        template: 'none',
        _status: 'published',
      }),
    })
    const res = await fetch(`${baseUrl}/landing/${slug}`)
    expect(res.status).toBe(403)
    const { page } = await visit(`/landing/${slug}`)
    await page.getByRole('heading', { name: 'This landing page is currently inactive.' }).waitFor()
    await page.context().close()
  })

  it('server-renders the group-companies page with its enquiry form', async () => {
    const html = await (await fetch(`${baseUrl}/landing/group-companies-sap-business-one-aws`)).text()
    expect(html).toContain('SAP Business One for Multi-Site Manufacturing Groups')
    expect(html).toContain('Book a 20-Minute Discovery Call')
    expect(html).toContain('Get in Touch Today')
    expect(html).toContain('Subsidiaries')
  })

  it('answers an unknown slug with 404 and its message', async () => {
    const res = await fetch(`${baseUrl}/landing/no-such-campaign`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Landing page not found.')
  })
})

describe('service hours', () => {
  for (const width of [390, 1280])
    it(`lands "Send this estimate" on the contact form at ${width} px: in view, the estimate shown and focused`, async () => {
      const { page, errors } = await visit('/service-hours', width)
      const calculator = page.locator('#calculator')
      await calculator.getByRole('spinbutton').fill('120')
      await calculator.getByRole('link', { name: 'Send this estimate' }).click()
      await page.waitForURL(/\/contact\?.*hours=120&term=24#contact-form$/)
      const estimate = page.getByRole('note', { name: 'Your estimate' })
      await expect.poll(() => estimate.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await estimate.textContent()).toContain('120 hours: Subscription at £660 a month is cheapest')
      const box = await page.locator('#contact-form').evaluate((el) => el.getBoundingClientRect().toJSON())
      expect(box.top).toBeGreaterThanOrEqual(0)
      expect(box.top).toBeLessThan(200)
      expect(errors).toEqual([])
      await page.context().close()
    })

  it('shows the calculator figures for 120 hours over 12 months', async () => {
    const { page, errors } = await visit('/service-hours')
    const calculator = page.locator('#calculator')
    await calculator.getByRole('radio', { name: '12 months' }).check({ force: true })
    await calculator.getByRole('spinbutton').fill('120')
    const estimate = calculator.getByText('Your estimate over 12 months').locator('..')
    await expect.poll(() => estimate.textContent()).toContain('£180 (12%)')
    const text = (await estimate.textContent())!
    expect(text).toContain('£1,500')
    expect(text).toContain('£1,320')
    expect(text).toContain('120 hours: Subscription at £1,320 a month is cheapest; Enterprise starts at 200 hours')
    // One term for both toggles: the bundle cards follow the calculator's choice.
    expect(await page.locator('#pricing').getByRole('radio', { name: '12 months' }).isChecked()).toBe(true)
    await expect(page.getByRole('listitem', { name: 'Growth bundle' }).textContent()).resolves.toContain('£575/mo')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('links Talk to Sales to the contact form and the one-pager to a printable summary', async () => {
    const { page } = await visit('/service-hours')
    const contact = page.locator('#contact')
    await contact.getByRole('link', { name: /Talk to Sales/ }).click()
    await page.waitForURL(/\/contact\?topic=/)
    expect(await page.getByLabel(/Topic/).inputValue()).not.toBe('')
    await page.goBack({ waitUntil: 'networkidle' })
    await page
      .locator('#contact')
      .getByRole('link', { name: /Download One-Pager/ })
      .click()
    await page.waitForURL(/\/service-hours\/one-pager$/)
    await page.getByRole('heading', { name: 'SAP Business One Service Hours' }).waitFor()
    await page.getByRole('button', { name: /Print/ }).waitFor()
    await page.context().close()
  })
})
