import fs from 'node:fs'

import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ApiLead } from '../../src/shared/contract-types'
import { ukSpreadsheetTime } from '../../src/shared/uk-time'
import { launchBrowser, openPage } from './browser'
import { accessToken, contractApi, signIn } from './portal-session'
import { parseCsv } from '../csv'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
let browser: Browser
let token = ''
const createdLeads: Array<ApiLead['id']> = []
const createdReasons: number[] = []

const api = contractApi(() => token)
const stamp = Date.now()
const TOPIC = 'SAP Business One'
const CAMPAIGN = `deals-e2e-${stamp}`
const DEAL = `Deal Foundry ${stamp}`
const WON_REASON = `Best fit for manufacturing ${stamp}`
const LOST_REASON = `Went with another reseller ${stamp}`

/** How the portal writes a time: "Mon 30 Nov, 14:30" in UK time, the year only when it is not this one. */
function ukDayTime(date: Date): string {
  const parts = (options: Intl.DateTimeFormatOptions, at: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    )
  const p = parts(
    {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
    date,
  )
  const year = p.year === parts({ year: 'numeric' }, new Date()).year ? '' : ` ${p.year}`
  return `${p.weekday} ${p.day} ${p.month}${year}, ${p.hour}:${p.minute}`
}

/** An enquiry through the public contact form's endpoint, as the site sends it; returns its lead. */
async function enquire(fields: Record<string, string>): Promise<ApiLead> {
  const res = await fetch(`${baseUrl}/api/forms/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      last_name: 'Buyer',
      message: 'Please call me back about a quote.',
      consent: true,
      ...fields,
    }),
  })
  expect(res.status).toBe(201)
  const { body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
  const lead = body.leads.find((l) => l.company === fields.company)!
  createdLeads.push(lead.id)
  return lead
}

async function addReason(name: string, outcome: 'won' | 'lost') {
  const res = await fetch(`${baseUrl}/api/outcome-reasons`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, outcome }),
  })
  expect(res.status).toBe(201)
  createdReasons.push(((await res.json()) as { doc: { id: number } }).doc.id)
}

/** A StatTile's figure in pounds and its hint ("3 open leads"), read from its visible text. */
async function tile(page: Page, label: string) {
  const parts = await page
    .getByRole('region', { name: 'Pipeline', exact: true })
    .getByText(label, { exact: true })
    .locator('xpath=..')
    .locator(':scope > span')
    .allTextContents()
  const [, value, hint] = parts
  expect(value).toMatch(/^£[\d,]+$/)
  return { value: Number(value!.replace(/[£,]/g, '')), hint: hint! }
}

/** Won, lost and rate in a win-rate table's row for `key`; zeros when the row is not there yet. */
async function winRow(page: Page, table: string, key: string) {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) })
  if ((await row.count()) === 0) return { won: 0, lost: 0, rate: '' }
  const [won, lost, rate] = await row.getByRole('cell').allTextContents()
  return { won: Number(won), lost: Number(lost), rate: rate! }
}

async function dashboard(page: Page) {
  await page.goto(`${baseUrl}/portal/dashboard`, { waitUntil: 'networkidle' })
  await page
    .getByRole('region', { name: 'Pipeline', exact: true })
    .getByText('Open pipeline', { exact: true })
    .waitFor()
  return {
    open: await tile(page, 'Open pipeline'),
    won: await tile(page, 'Won this quarter'),
    topic: await winRow(page, 'Win rate by topic', TOPIC),
    campaign: await winRow(page, 'Win rate by source or campaign', `Campaign: ${CAMPAIGN}`),
  }
}

async function openDrawer(page: Page, company: string): Promise<Locator> {
  await page.goto(`${baseUrl}/portal/admin/leads?q=${encodeURIComponent(company)}`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: company, exact: true }).click()
  return page.getByRole('dialog', { name: 'Lead Details' })
}

/** A lead's Edit form in the drawer: `change` fills it, then Save, and the drawer is back to reading. */
async function editLead(panel: Locator, change: (panel: Locator) => Promise<void>) {
  await panel.getByRole('button', { name: 'Edit' }).click()
  await change(panel)
  await panel.getByRole('button', { name: 'Save' }).click()
  await panel.getByRole('button', { name: 'Edit' }).waitFor()
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await accessToken(admin)
  await addReason(WON_REASON, 'won')
  await addReason(LOST_REASON, 'lost')
  await enquire({
    first_name: 'Dana',
    email: 'dana@deal-foundry.example',
    company: DEAL,
    topic: TOPIC,
    utm_campaign: CAMPAIGN,
  })
})

afterAll(async () => {
  // Leave the shared e2e database as seeded for the other suites.
  for (const id of createdLeads) await api(`/portal/leads/inbound/${id}`, { method: 'DELETE' })
  for (const id of createdReasons) {
    await fetch(`${baseUrl}/api/outcome-reasons/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    })
  }
  await browser?.close()
})

describe('deals: value, outcome, tasks and repeat enquirers (issue 24)', () => {
  it('a value raises the open pipeline; marking it Won with a reason moves it to Won this quarter and the win rates', async () => {
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    const before = await dashboard(page)
    expect(before.campaign).toEqual({ won: 0, lost: 0, rate: '' })

    let panel = await openDrawer(page, DEAL)
    await expect(panel.getByText('Not estimated').count()).resolves.toBe(1)
    await editLead(panel, (p) => p.getByLabel('Estimated value (£)').fill('12500'))
    await page.getByText('Lead updated').first().waitFor()
    await expect(panel.getByText('£12,500', { exact: true }).count()).resolves.toBe(1)

    const valued = await dashboard(page)
    expect(valued.open.value).toBe(before.open.value + 12_500)
    expect(valued.open.hint).toBe(before.open.hint)
    expect(valued.won).toEqual(before.won)

    panel = await openDrawer(page, DEAL)
    await editLead(panel, async (p) => {
      await p.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Won' })
      const reasons = await p.getByLabel('Why it was won').locator('option').allTextContents()
      expect(reasons).toContain(WON_REASON)
      expect(reasons).not.toContain(LOST_REASON)
      await p.getByLabel('Why it was won').selectOption({ label: WON_REASON })
    })
    await panel.getByText(`Won · ${WON_REASON}`).waitFor()
    await panel
      .getByRole('list', { name: 'Timeline' })
      .getByRole('listitem')
      .filter({ hasText: 'Marked Won' })
      .filter({ hasText: WON_REASON })
      .waitFor()

    const after = await dashboard(page)
    expect(after.open.value).toBe(before.open.value)
    const openCount = (hint: string) => Number(/^(\d+) open/.exec(hint)![1])
    expect(openCount(after.open.hint)).toBe(openCount(before.open.hint) - 1)
    expect(after.won.value).toBe(before.won.value + 12_500)
    const wonCount = (hint: string) => Number(/^(\d+) won/.exec(hint)![1])
    expect(wonCount(after.won.hint)).toBe(wonCount(before.won.hint) + 1)
    expect(after.campaign).toEqual({ won: 1, lost: 0, rate: '100%' })
    const topicWon = before.topic.won + 1
    expect(after.topic).toEqual({
      won: topicWon,
      lost: before.topic.lost,
      rate: `${Math.round((topicWon / (topicWon + before.topic.lost)) * 100)}%`,
    })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a follow-up task added in the drawer shows under My tasks on the dashboard, and ticking it off clears it', async () => {
    const title = `Call Dana about the licence quote ${stamp}`
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    const panel = await openDrawer(page, DEAL)
    const tasks = panel.getByRole('region', { name: 'Follow-up tasks' })
    // Three days ahead at 14:30 on the browser's clock, as the datetime-local input takes it.
    const due = await page.evaluate(() => {
      const day = new Date(Date.now() + 3 * 86_400_000)
      const pad = (n: number) => String(n).padStart(2, '0')
      const local = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T14:30`
      return { local, iso: new Date(local).toISOString() }
    })
    const shown = ukDayTime(new Date(due.iso))

    await tasks.getByLabel('Task', { exact: true }).fill(title)
    await tasks.getByLabel('Due', { exact: true }).fill(due.local)
    await tasks.getByLabel('Owner', { exact: true }).selectOption({ label: 'Me' })
    await tasks.getByRole('button', { name: 'Add task' }).click()
    await page.getByText('Task added').first().waitFor()
    const inDrawer = tasks.getByRole('listitem').filter({ hasText: title })
    await inDrawer.waitFor()
    await expect(inDrawer.textContent()).resolves.toContain(shown)
    await expect(tasks.getByLabel('Task', { exact: true }).inputValue()).resolves.toBe('')

    await page.goto(`${baseUrl}/portal/dashboard`, { waitUntil: 'networkidle' })
    const mine = page.getByRole('region', { name: 'My tasks', exact: true })
    const item = mine.getByRole('listitem').filter({ hasText: title })
    await item.waitFor()
    await expect(item.textContent()).resolves.toContain(`Due ${shown}`)
    await expect(item.getByRole('link', { name: DEAL }).count()).resolves.toBe(1)
    expect(await item.textContent()).not.toContain('Overdue')

    await item.getByRole('checkbox', { name: `Done: ${title}` }).check()
    await item.waitFor({ state: 'detached' })
    await page.reload({ waitUntil: 'networkidle' })
    await mine.waitFor()
    await expect(mine.getByText(title).count()).resolves.toBe(0)

    const again = await openDrawer(page, DEAL)
    const ticked = again
      .getByRole('region', { name: 'Follow-up tasks' })
      .getByRole('checkbox', { name: `Done: ${title}` })
    await expect(ticked.isChecked()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('a second enquiry from the same address in other letter case shows the first under Same contact', async () => {
    const first = await enquire({
      first_name: 'Robin',
      email: 'Robin.Repeat@Repeat-Works.example',
      company: `Repeat Works ${stamp}`,
      topic: 'Cloud hosting',
    })
    const second = `Repeat Works Group ${stamp}`
    await enquire({ first_name: 'Robin', email: 'robin.repeat@repeat-works.example', company: second, topic: TOPIC })

    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    const panel = await openDrawer(page, second)
    const same = panel.getByRole('region', { name: 'Same contact' })
    const link = same.getByRole('link', { name: /Cloud hosting/ })
    await link.waitFor()
    expect(await same.textContent()).toContain('(New)')
    expect(await same.textContent()).not.toContain('No other enquiries.')

    await link.click()
    await page.waitForURL(new RegExp(`[?&]lead=${first.id}`))
    await panel.getByText(`Robin Buyer · ${first.company}`).waitFor()
    await panel
      .getByRole('region', { name: 'Same contact' })
      .getByRole('link', { name: new RegExp(TOPIC) })
      .waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('exports the value, outcome and reason in the CSV', async () => {
    const { page, errors } = await openPage(browser)
    await signIn(page, admin.email, admin.password)
    await page.goto(`${baseUrl}/portal/admin/leads?q=${encodeURIComponent(DEAL)}`, { waitUntil: 'networkidle' })
    await page.getByText('1 lead', { exact: true }).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const [header, ...rows] = parseCsv(fs.readFileSync((await download.path())!, 'utf8'))
    const column = (name: string) => header!.indexOf(name)
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    expect(row[column('company')]).toBe(DEAL)
    expect(row[column('value_gbp')]).toBe('12500')
    expect(row[column('outcome')]).toBe('won')
    expect(row[column('outcome_reason')]).toBe(WON_REASON)
    // A UK wall-clock time Excel reads, after this run began.
    expect(row[column('closed_at')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(row[column('closed_at')]! >= ukSpreadsheetTime(new Date(stamp).toISOString())).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('at 390 px the dashboard shows My tasks and the pipeline without horizontal scroll', async () => {
    const [lead] = (await api<{ leads: ApiLead[] }>('/portal/leads/inbound')).body.leads.filter(
      (l) => l.company === DEAL,
    )
    const title = `Send the revised proposal with the manufacturing add-ons ${stamp}`
    const due = new Date(Date.now() + 5 * 86_400_000).toISOString()
    const added = await api(`/portal/leads/inbound/${lead!.id}/tasks`, {
      method: 'POST',
      body: JSON.stringify({ title, due_at: due, owner: admin.email }),
    })
    expect(added.status).toBe(201)

    const { page, errors } = await openPage(browser, 390)
    await signIn(page, admin.email, admin.password)
    await page.waitForLoadState('networkidle')
    const mine = page.getByRole('region', { name: 'My tasks', exact: true })
    await mine.getByText(title).waitFor()
    const pipeline = page.getByRole('region', { name: 'Pipeline', exact: true })
    for (const part of [
      mine,
      mine.getByRole('listitem').filter({ hasText: title }),
      pipeline.getByText('Open pipeline', { exact: true }),
      pipeline.getByText('Won this quarter', { exact: true }),
      page.getByRole('table', { name: 'Win rate by topic' }),
      page.getByRole('table', { name: 'Win rate by source or campaign' }),
    ]) {
      await part.scrollIntoViewIfNeeded()
      await expect(part.isVisible()).resolves.toBe(true)
      const box = (await part.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
