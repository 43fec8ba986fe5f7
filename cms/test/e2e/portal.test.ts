import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ApiLandingPage, ApiLead, ApiPost } from '../../src/shared/contract-types'
import { launchBrowser, openPage } from './browser'
import { accessToken, contractApi, signIn } from './portal-session'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser
let token = ''

const api = contractApi(() => token)

// A 1×1 PNG: the upload endpoint checks the bytes, not the file name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const POST_TITLE = `Month-end in three days: an e2e story ${Date.now()}`
const LANDING_SLUG = 'group-companies-sap-business-one-aws'

beforeAll(async () => {
  browser = await launchBrowser()
  token = await accessToken(admin)
})

afterAll(async () => {
  // Leave the shared e2e database as seeded for the other suites.
  const { body } = await api<{ pages: ApiLandingPage[] }>('/portal/landing-pages')
  const landing = body.pages.find((page) => page.slug === LANDING_SLUG)
  if (landing && !landing.is_active) await api(`/portal/landing-pages/${landing.id}/toggle`, { method: 'PUT' })
  const posts = await api<{ posts: ApiPost[] }>('/blog/admin/posts')
  const post = posts.body.posts.find((p) => p.title === POST_TITLE)
  if (post) await api(`/blog/admin/posts/${post.id}`, { method: 'DELETE' })
  await browser?.close()
})

describe('staff portal', () => {
  it('lets an admin filter leads, assign one to an advisor and mark it contacted', async () => {
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)

    await page.getByRole('link', { name: /New Inbound Leads/ }).click()
    await page.waitForURL(/\/portal\/admin\/leads\?status=new$/)
    await expect(page.getByLabel('Status', { exact: true }).inputValue()).resolves.toBe('new')
    await page.getByPlaceholder('Search...').fill('harbour')
    await page.waitForURL(/q=harbour/)
    // The list filters as the search settles; wait for it rather than reading the rows mid-update.
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1, undefined, { timeout: 5000 })
    const rows = page.locator('tbody tr')
    await expect(rows.count()).resolves.toBe(1)
    await expect(rows.first().textContent()).resolves.toContain('Harbour Foods Ltd')

    await page.getByRole('button', { name: 'Harbour Foods Ltd' }).click()
    const panel = page.getByRole('dialog', { name: 'Lead Details' })
    await panel.getByRole('button', { name: 'Edit' }).click()
    await panel.getByLabel('Solutions Advisor').selectOption({ label: 'Tom Reynolds (Solutions Advisor)' })
    await panel.getByLabel('Status').selectOption('contacted')
    await panel.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Lead updated').waitFor()
    await panel.getByText('Contacted', { exact: true }).first().waitFor()

    const { body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
    const lead = body.leads.find((l) => l.company === 'Harbour Foods Ltd')!
    expect(lead).toMatchObject({ assigned_to: 'tom.reynolds@clearpathb1.co.uk', status: 'contacted' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('creates a user who signs in to the plain-user dashboard and is sent back from admin pages', async () => {
    const email = `e2e.colleague.${Date.now()}@clearpathb1.co.uk`
    const password = 'colleague-password-1'
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/users`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Create User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create User' })
    await dialog.getByLabel('First name').fill('Erin')
    await dialog.getByLabel('Last name').fill('Tester')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel(/^Password/).fill(password)
    await dialog.getByLabel('Confirm password').fill(password)
    await dialog.getByRole('button', { name: 'Create User' }).click()
    await page.getByText('User created successfully').waitFor()
    await page.getByRole('cell', { name: email }).waitFor()

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${baseUrl}/portal/login`)
    await signIn(page, email, password)
    await page.getByText('Welcome to the Portal').waitFor()
    await page
      .getByText('Your account has been created. Additional features will be available based on your role.')
      .waitFor()
    await expect(page.getByRole('link', { name: 'User Management' }).count()).resolves.toBe(0)

    await page.goto(`${baseUrl}/portal/admin/users`)
    await page.waitForURL(`${baseUrl}/portal/dashboard`)
    await page.getByText('Welcome to the Portal').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('creates and publishes a post with an uploaded image, which readers find and open on /blog', async () => {
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/blog`, { waitUntil: 'networkidle' })
    await page.getByRole('link', { name: 'New Post' }).click()
    await page.waitForURL(`${baseUrl}/portal/admin/blog/create`)
    await page.getByLabel('Title').fill(POST_TITLE)
    await page.getByLabel('Excerpt').fill('How one distributor cut its close from eight days to three.')
    await page
      .getByLabel('Content')
      .fill('The problem\n\nEight working days of spreadsheets.\n\nThe fix\n\nOne ledger.')
    await page.getByLabel('Category').selectOption('Finance')
    await page.getByLabel('Status').selectOption('published')
    await page.getByLabel('Featured image').setInputFiles({ name: 'close.png', mimeType: 'image/png', buffer: PNG })
    await page.getByText('Image uploaded successfully!').waitFor()
    const preview = await page.getByAltText('Featured image preview').getAttribute('src')
    expect(preview).toMatch(/^\/media\//)
    await page.getByRole('button', { name: 'Create Post' }).click()
    await page.getByText('Blog post created successfully!').waitFor()
    await page.waitForURL(`${baseUrl}/portal/admin/blog`)
    await page.getByRole('link', { name: POST_TITLE, exact: true }).waitFor()

    // The public blog lists it; searching for the title and opening the card shows the article with its image.
    await page.goto(`${baseUrl}/blog`, { waitUntil: 'networkidle' })
    await page.getByLabel('Search articles').fill(POST_TITLE)
    const card = page.getByRole('link', { name: POST_TITLE, exact: true })
    await card.waitFor()
    await expect(page.locator('article', { has: card }).textContent()).resolves.toContain('Finance')
    await card.click()
    await page.waitForURL(/\/blog\/[^/?]+$/)
    await page.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor()
    const image = page.locator(`main img[src="${preview}"]`)
    await image.waitFor()
    await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('deactivates a landing page, which then shows the inactive message on /landing/{slug}', async () => {
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/landing-pages`, { waitUntil: 'networkidle' })
    const title = 'SAP Business One for Multi-Site Manufacturing Groups'
    await page.getByRole('button', { name: `Deactivate ${title}`, exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Landing Page?' })
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await page.getByRole('button', { name: `Activate ${title}`, exact: true }).waitFor()
    await expect(page.locator('tr', { hasText: title }).textContent()).resolves.toContain('Inactive')

    expect(errors).toEqual([])

    // Visitors who follow the campaign link now see the inactive message instead of the page.
    await page.goto(`${baseUrl}/landing/${LANDING_SLUG}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: 'This landing page is currently inactive.' }).waitFor()
    // The page answers HTTP 403, which Chromium logs as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([])
    await page.context().close()
  })
})
