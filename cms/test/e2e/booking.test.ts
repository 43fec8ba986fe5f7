/**
 * Discovery calls booked in Chromium: on the campaign page (its button books on the page), from the
 * contact form's thank-you panel, and without JavaScript; the invitations as the test SMTP server
 * received them, and the call on the lead and the dashboard.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ApiLead, ApiLeadDetail, ApiMeeting } from '../../src/shared/contract-types'
import { readMailDir } from '../smtp'
import { launchBrowser, openPage } from './browser'
import { accessToken, contractApi, signIn } from './portal-session'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const mailDir = inject('mailDir')
let browser: Browser
let token = ''
const api = contractApi(() => token)

async function mailTo(to: string, subject: RegExp) {
  let found: ReturnType<typeof readMailDir>[number] | undefined
  await expect
    .poll(
      () => {
        found = readMailDir(mailDir).find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
  return found!
}

/** Picks the first free time of the second day offered, and returns its label as shown. */
async function pickSlot(page: Page) {
  await page.locator('[aria-label="Days"]').getByRole('button').nth(1).click()
  const time = page.locator('[aria-label="Times"]').getByRole('button').first()
  await time.click()
  await expect.poll(() => time.getAttribute('aria-pressed')).toBe('true')
}

async function fillVisitor(page: Page, who: { first: string; email: string; company: string }) {
  const form = page.getByRole('form', { name: 'Book a discovery call' })
  await form.getByLabel('First name').fill(who.first)
  await form.getByLabel('Email').fill(who.email)
  await form.getByLabel('Company').fill(who.company)
  await form.getByRole('checkbox').check()
  return form
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await accessToken(admin)
})

afterAll(async () => {
  // Leave the shared e2e database as seeded: deleting a lead takes its meetings with it.
  const { body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
  for (const lead of body.leads.filter((l) => l.email.endsWith('@booking.example')))
    await api(`/portal/leads/inbound/${lead.id}`, { method: 'DELETE' })
  await browser?.close()
})

describe('booking a discovery call', () => {
  it('books on the campaign page: its button leads to the slot picker on the same page; both people get the invitation', async () => {
    const { page, errors } = await openPage(browser)
    // A visitor in New York sees the times in their own zone.
    await page.context().close()
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' })
    const campaign = await context.newPage()
    campaign.on('pageerror', (err) => errors.push(err.message))
    await campaign.goto(`${baseUrl}/landing/group-companies-sap-business-one-aws`, { waitUntil: 'networkidle' })
    await campaign.getByRole('link', { name: 'Book a 20-Minute Discovery Call' }).first().click()
    expect(new URL(campaign.url()).pathname).toBe('/landing/group-companies-sap-business-one-aws')
    expect(new URL(campaign.url()).hash).toBe('#book')
    await expect.poll(() => campaign.getByText('times in New York time').count()).toBe(1)
    await pickSlot(campaign)
    const chosen = await campaign.getByText(/^Chosen:/).textContent()
    // Chromium names the zone by its offset in en-GB.
    expect(chosen).toMatch(/E[SD]T|GMT-[45]/)
    const form = await fillVisitor(campaign, {
      first: 'Grace',
      email: 'grace@booking.example',
      company: 'Hopper Forgings',
    })
    await form.getByRole('button', { name: 'Book the call' }).click()
    await campaign.getByText('Your call is booked').waitFor()
    expect(new URL(campaign.url()).pathname).toBe('/landing/group-companies-sap-business-one-aws')

    const invite = await mailTo('grace@booking.example', /Your discovery call/)
    expect(invite.calendar).toContain('METHOD:REQUEST')
    expect(invite.text).toMatch(/\/booking\/[\w-]+\.[\w-]+/)
    const { body: meetings } = await api<{ meetings: ApiMeeting[] }>('/portal/meetings')
    const booked = meetings.meetings.find((m) => m.visitor_email === 'grace@booking.example')!
    expect(booked.timezone).toBe('America/New_York')
    const toAdvisor = await mailTo(booked.advisor.email, /Discovery call booked: Hopper Forgings/)
    expect(toAdvisor.calendar).toContain('METHOD:REQUEST')

    // The lead shows the call on its timeline.
    const { body: lead } = await api<ApiLeadDetail>(`/portal/leads/inbound/${booked.lead_id}`)
    expect(lead.activity.some((a) => a.type === 'meeting_booked')).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('books from the contact page: after sending the form, "Book a discovery call now" opens the picker with the details filled in', async () => {
    const { page, errors } = await openPage(browser)
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'networkidle' })
    const contact = page.getByRole('form', { name: 'Contact form' })
    await contact.getByLabel('First name').fill('Ada')
    await contact.getByLabel('Last name').fill('Lovelace')
    await contact.getByLabel('Email').fill('ada@booking.example')
    await contact.getByLabel('Company').fill('Analytical Engines')
    await contact.getByLabel('Topic').selectOption('Implementation')
    await contact.getByLabel('Message').fill('We would like to talk about a rollout.')
    await contact.getByRole('checkbox').check()
    await contact.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thank you, Ada!').waitFor()
    await page.getByRole('link', { name: 'Book a discovery call now' }).click()
    await page.waitForURL(`${baseUrl}/book`)
    const form = page.getByRole('form', { name: 'Book a discovery call' })
    await expect.poll(() => form.getByLabel('Email').inputValue()).toBe('ada@booking.example')
    expect(await form.getByLabel('Company').inputValue()).toBe('Analytical Engines')
    await pickSlot(page)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Book the call' }).click()
    await page.getByText('Your call is booked').waitFor()
    const invite = await mailTo('ada@booking.example', /Your discovery call/)
    expect(invite.calendar).toContain('METHOD:REQUEST')
    // The call joined the enquiry just sent: one lead for Ada, with both the message and the call.
    const { body } = await api<{ leads: ApiLead[] }>('/portal/leads/inbound')
    const leads = body.leads.filter((l) => l.email === 'ada@booking.example')
    expect(leads).toHaveLength(1)
    const { body: lead } = await api<ApiLeadDetail>(`/portal/leads/inbound/${leads[0].id}`)
    expect(lead.activity.map((a) => a.type)).toContain('meeting_booked')
    expect(errors).toEqual([])

    // The admin's dashboard lists the call.
    await signIn(page, admin.email, admin.password)
    await page.getByText('Upcoming discovery calls').waitFor()
    await expect.poll(() => page.getByRole('link', { name: 'Analytical Engines' }).count()).toBeGreaterThan(0)
  })

  it('works without JavaScript: a UK day and time posted to the page, then moved and cancelled by the link', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } })
    const page = await context.newPage()
    const { body } = await api<{ slots: string[] }>('/forms/booking/slots')
    const start = new Date(body.slots.at(-3)!)
    const uk = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(start)
    const part = (type: string) => uk.find((p) => p.type === type)!.value
    await page.goto(`${baseUrl}/book`)
    const form = await fillVisitor(page, { first: 'Linus', email: 'linus@booking.example', company: 'Kernel Works' })
    await form.getByLabel('Day').fill(`${part('year')}-${part('month')}-${part('day')}`)
    await form.getByLabel('Time (UK)').selectOption(`${part('hour')}:${part('minute')}`)
    await form.getByRole('button', { name: 'Book the call' }).click()
    await page.getByText('Your call is booked').waitFor()
    // The confirmation offers the call for any calendar, without JavaScript too: the invitation's own file.
    const ics = await page.getByRole('link', { name: /\.ics/ }).getAttribute('href')
    const file = await (await fetch(`${baseUrl}${ics}`)).text()
    expect(file.replace(/\r\n /g, '')).toContain(
      `DTSTART:${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}`,
    )
    expect(await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain(
      'calendar.google.com',
    )
    await page.getByRole('link', { name: 'Move or cancel the call' }).click()
    await page.getByRole('heading', { name: 'Your discovery call' }).waitFor()

    // The same slot again for the same lead (so the same advisor): taken, and the next free times are offered.
    const other = await context.newPage()
    await other.goto(`${baseUrl}/book`)
    const again = await fillVisitor(other, { first: 'Linus', email: 'LINUS@booking.example', company: 'Kernel Works' })
    await again.getByLabel('Day').fill(`${part('year')}-${part('month')}-${part('day')}`)
    await again.getByLabel('Time (UK)').selectOption(`${part('hour')}:${part('minute')}`)
    await again.getByRole('button', { name: 'Book the call' }).click()
    await other.getByText(/just been taken/).waitFor()
    const offered = other.getByRole('radio')
    expect(await offered.count()).toBeGreaterThan(0)
    await offered.first().check()
    await other.getByRole('button', { name: 'Book the call' }).click()
    await other.getByText('Your call is booked').waitFor()

    await page.getByRole('button', { name: 'Cancel the call' }).click()
    await page.getByText('Your call is cancelled').waitFor()
    const cancel = await mailTo('linus@booking.example', /cancelled/)
    expect(cancel.calendar).toContain('METHOD:CANCEL')
    await context.close()
  })
})
