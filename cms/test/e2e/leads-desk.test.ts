import fs from 'node:fs'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ApiLead, ApiUser } from '../../src/shared/contract-types'
import { filterLeads, NO_FILTERS } from '../../src/shared/lead-filters'
import { readMailDir } from '../smtp'
import { launchBrowser, openPage } from './browser'
import { accessToken, contractApi, signIn } from './portal-session'
import { parseCsv } from '../csv'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const mailDir = inject('mailDir')
let browser: Browser
let token = ''
const createdLeads: Array<ApiLead['id']> = []

const api = contractApi(() => token)

/** Waits for an e-mail to `to` that the outbox job sends (every few seconds in this run). */
async function mailTo(to: string, subject: RegExp) {
  let found: ReturnType<typeof readMailDir>[number] | undefined
  await expect
    .poll(
      () => {
        found = readMailDir(mailDir).find((m) => m.to.includes(to) && subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
  return found!
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await accessToken(admin)
})

afterAll(async () => {
  // Leave the shared e2e database as seeded for the other suites.
  for (const id of createdLeads) await api(`/portal/leads/inbound/${id}`, { method: 'DELETE' })
  await browser?.close()
})

describe('lead desk', () => {
  it('takes a 120-hour, 12-month estimate from the calculator to a lead showing Enterprise and £1,320 a month', async () => {
    const company = `Estimate Metals ${Date.now()}`
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/service-hours`, { waitUntil: 'networkidle' })
    const calculator = page.locator('#calculator')
    await calculator.getByRole('radio', { name: '12 months' }).check({ force: true })
    await calculator.getByRole('spinbutton').fill('120')
    await calculator.getByRole('link', { name: 'Send this estimate' }).click()
    await page.waitForURL(/\/contact\?.*hours=120&term=12/)
    await expect(page.getByRole('note', { name: 'Your estimate' }).textContent()).resolves.toContain(
      '120 hours: Subscription at £1,320 a month is cheapest; Enterprise starts at 200 hours',
    )

    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('First name').fill('Quinn')
    await form.getByLabel('Last name').fill('Estimate')
    await form.getByLabel('Email').fill('quinn@estimate-metals.example')
    await form.getByLabel('Company').fill(company)
    await form.getByLabel('Message').fill('We would like the 120 hours priced above.')
    await form.getByRole('checkbox', { name: /Clearpath B1 storing my details/ }).check()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thank you, Quinn!').waitFor()

    const { body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
    const lead = body.leads.find((l) => l.company === company)!
    createdLeads.push(lead.id)
    expect(lead.quote).toMatchObject({ hours: 120, term_months: 12, suggested_bundle: 'Enterprise' })

    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/leads?q=${encodeURIComponent(company)}`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: company }).click()
    const estimate = page.getByRole('dialog', { name: 'Lead Details' }).getByText(/hours over 12 months/)
    await expect(estimate.textContent()).resolves.toMatch(/^120 hours over 12 months/)
    await expect(estimate.textContent()).resolves.toContain('Suggested bundle: Enterprise')
    await expect(estimate.textContent()).resolves.toContain('£1,320 a month')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('adds a note that shows in the timeline; after Save focus stays in the drawer and Escape closes it', async () => {
    const note = `Called back, demo booked for Thursday (${Date.now()})`
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/leads`, { waitUntil: 'networkidle' })
    await page.locator('tbody tr').first().getByRole('button').first().click()
    const panel = page.getByRole('dialog', { name: 'Lead Details' })
    await panel.getByLabel('Add a note').fill(note)
    await panel.getByRole('button', { name: 'Add note' }).click()
    const entry = panel.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: note })
    await entry.waitFor()
    await expect(entry.textContent()).resolves.toContain('Note')
    await expect(panel.getByLabel('Add a note').inputValue()).resolves.toBe('')

    await panel.getByRole('button', { name: 'Edit' }).click()
    await panel.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Lead updated').first().waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('changes a status inline and assigns a selection of leads in bulk', async () => {
    const prefix = `Triage ${Date.now()}`
    for (const name of ['Alpha', 'Beta']) {
      const res = await fetch(`${baseUrl}/api/forms/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name: name,
          last_name: 'Triage',
          email: `${name.toLowerCase()}@triage.example`,
          company: `${prefix} ${name}`,
          message: 'Please call me back.',
          consent: true,
        }),
      })
      expect(res.status).toBe(201)
    }
    const mine = async () =>
      (await api<{ leads: ApiLead[] }>('/portal/leads/inbound')).body.leads.filter((l) => l.company.startsWith(prefix))
    createdLeads.push(...(await mine()).map((l) => l.id))

    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/leads?q=${encodeURIComponent(prefix)}`, { waitUntil: 'networkidle' })
    await page.getByLabel(`Status of ${prefix} Alpha`).selectOption('contacted')
    await page.getByText(`${prefix} Alpha: Contacted`).waitFor()
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)

    await page.getByRole('checkbox', { name: 'Select all leads on this page' }).check()
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await bar.getByText('2 selected').waitFor()
    await bar.getByLabel('Assign selected to').selectOption({ label: 'Tom Reynolds' })
    await page.getByText('2 leads updated').waitFor()

    const leads = await mine()
    expect(leads.map((l) => [l.company, l.status, l.assigned_to]).sort()).toEqual([
      [`${prefix} Alpha`, 'contacted', 'tom.reynolds@clearpathb1.co.uk'],
      [`${prefix} Beta`, 'new', 'tom.reynolds@clearpathb1.co.uk'],
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('exports the filtered list: the CSV holds exactly the leads the filters show', async () => {
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/leads`, { waitUntil: 'networkidle' })
    await page.getByLabel('Status', { exact: true }).selectOption('new')
    await page.getByLabel('Topic', { exact: true }).selectOption('SAP Business One')
    await page.waitForURL(/status=new&topic=SAP\+Business\+One/)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = parseCsv(fs.readFileSync((await download.path())!, 'utf8'))
    const column = (name: string) => header!.indexOf(name)

    const { body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
    const expected = filterLeads(body.leads, { ...NO_FILTERS, status: 'new', topic: 'SAP Business One' })
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(body.leads.length)
    expect(rows.map((r) => r[column('id')])).toEqual(expected.map((l) => String(l.id)))
    for (const row of rows) {
      expect(row[column('status')]).toBe('new')
      expect(row[column('topic')]).toBe('SAP Business One')
    }
    expect(header).toEqual(expect.arrayContaining(['utm_source', 'due_at', 'first_contacted_at', 'quote_hours']))
    await expect(
      page.getByText(`${expected.length} ${expected.length === 1 ? 'lead' : 'leads'}`).count(),
    ).resolves.toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sorts by a heading kept in the URL, dials a phone in E.164, and puts a value set in the drawer on the timeline with who (1280 and 390 px)', async () => {
    const prefix = `Sorted ${Date.now()}`
    // Alpha arrives first, so newest first lists Beta above it.
    for (const [name, phone] of [
      ['Alpha', ''],
      ['Beta', '+44 (0)161 496 0123'],
    ]) {
      const res = await fetch(`${baseUrl}/api/forms/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name: name,
          last_name: 'Sorted',
          email: `${name.toLowerCase()}@sorted.example`,
          company: `${prefix} ${name} Wholesale Distribution Group`,
          phone,
          role: 'Finance',
          topic: 'SAP Business One',
          message: 'Role: Finance\nTopic: SAP Business One\n\nMonth end takes eight days.',
          consent: true,
        }),
      })
      expect(res.status).toBe(201)
    }
    const { body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
    createdLeads.push(...body.leads.filter((l) => l.company.startsWith(prefix)).map((l) => l.id))
    const shots = process.env.E2E_SCREENSHOTS_DIR

    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/leads?q=${encodeURIComponent(prefix)}`, { waitUntil: 'networkidle' })
    const names = () => page.locator('tbody tr td:nth-child(2)').allTextContents()
    await expect
      .poll(names)
      .toEqual(
        [`${prefix} Alpha Wholesale Distribution Group`, `${prefix} Beta Wholesale Distribution Group`].reverse(),
      )
    const company = page.getByRole('columnheader', { name: /^Company/ })
    await company.getByRole('button').click()
    await page.waitForURL(/[?&]sort=company/)
    expect(new URL(page.url()).searchParams.get('q')).toBe(prefix)
    await expect(company.getAttribute('aria-sort')).resolves.toBe('ascending')
    await expect
      .poll(names)
      .toEqual([`${prefix} Alpha Wholesale Distribution Group`, `${prefix} Beta Wholesale Distribution Group`])
    // The whole name shows: the cell wraps rather than cutting it.
    const cell = page.locator('tbody tr td:nth-child(2)').first()
    await expect(cell.evaluate((td) => td.scrollWidth <= td.clientWidth)).resolves.toBe(true)
    if (shots) await page.screenshot({ path: `${shots}/list-1280.png`, fullPage: true })

    await page.getByRole('button', { name: `${prefix} Beta Wholesale Distribution Group` }).click()
    const panel = page.getByRole('dialog', { name: 'Lead Details' })
    const phone = panel.getByRole('link', { name: '0161 496 0123' })
    await expect(phone.getAttribute('href')).resolves.toBe('tel:+441614960123')
    await expect(panel.getByText('Month end takes eight days.').textContent()).resolves.toBe(
      'Month end takes eight days.',
    )
    await panel.getByRole('button', { name: 'Edit' }).click()
    await panel.getByLabel('Estimated value (£)').fill('45000')
    await panel.getByRole('button', { name: 'Save' }).click()
    const entry = panel
      .getByRole('list', { name: 'Timeline' })
      .getByRole('listitem')
      .filter({ hasText: 'Value set to £45,000' })
    await entry.waitFor()
    await expect(entry.textContent()).resolves.toMatch(/by \S/)
    if (shots) await page.screenshot({ path: `${shots}/drawer-1280.png` })
    expect(errors).toEqual([])
    await page.context().close()

    const phoneView = await openPage(browser, 390)
    await signIn(phoneView.page, admin.email, admin.password)
    await phoneView.page.goto(`${baseUrl}/portal/admin/leads?q=${encodeURIComponent(prefix)}&sort=company`, {
      waitUntil: 'networkidle',
    })
    const cards = phoneView.page.getByRole('list', { name: 'Leads' }).getByRole('listitem')
    await expect
      .poll(() => cards.allTextContents())
      .toEqual([expect.stringContaining('Alpha'), expect.stringContaining('Beta')])
    if (shots) await phoneView.page.screenshot({ path: `${shots}/list-390.png`, fullPage: true })
    await cards.nth(1).getByRole('button').click()
    await phoneView.page.getByRole('dialog', { name: 'Lead Details' }).getByText('Value set to £45,000').waitFor()
    if (shots) await phoneView.page.screenshot({ path: `${shots}/drawer-390.png` })
    expect(phoneView.errors).toEqual([])
    await phoneView.page.context().close()
  })

  it('loads the chart library only on the admin dashboard, never on public pages', async () => {
    const { page, errors } = await openPage(browser)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    for (const path of ['/', '/service-hours', '/contact', '/blog']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    }
    const chart = (name: string) => /\/LeadsChart-[^/]+\.js$/.test(name)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter(chart)).toEqual([])

    await signIn(page, admin.email, admin.password)
    await page.getByRole('heading', { name: 'Leads per week' }).waitFor()
    await page.locator('.recharts-bar-rectangle').first().waitFor()
    expect(scripts.filter(chart)).toHaveLength(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('resets a forgotten password through the e-mailed link', async () => {
    const email = `e2e.forgetful.${Date.now()}@clearpathb1.co.uk`
    const oldPassword = 'forgotten-password-1'
    const newPassword = 'remembered-password-2'
    const user = await api<ApiUser>('/portal/users', {
      method: 'POST',
      body: JSON.stringify({
        first_name: 'Fern',
        last_name: 'Forgetful',
        email,
        password: oldPassword,
        passwordConfirm: oldPassword,
      }),
    })
    expect(user.status).toBe(201)

    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/portal/login`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByLabel('Work email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('Check your inbox').waitFor()

    const mail = await mailTo(email, /password/i)
    const link = new RegExp(`${baseUrl}/portal/reset-password/[^\\s"<>]+`).exec(mail.text)?.[0]
    expect(link).toBeDefined()
    await page.goto(link!, { waitUntil: 'networkidle' })
    await page.getByLabel('New password').fill(newPassword)
    await page.getByLabel('Confirm password').fill(newPassword)
    await page.getByRole('button', { name: 'Set password' }).click()
    await page.getByRole('heading', { name: 'Your password is set' }).waitFor()

    await signIn(page, email, newPassword)
    await page.getByText('Welcome to the Portal').waitFor()
    const old = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: oldPassword }),
    })
    expect(old.status).toBe(401)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
