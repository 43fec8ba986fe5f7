import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import type { BookingInput } from '@shared/schemas'

import { setupMswServer } from '../../../test/msw'
import { renderWithProviders } from '../../../test/render'
import { BookingWidget } from './BookingWidget'
import { captureAttribution } from '~/lib/attribution'
import { rememberVisitor } from '~/lib/visitor-prefill'

const server = setupMswServer()

// Monday 15 and Tuesday 16 June 2026, 09:00 and 09:30 BST.
const SLOTS = ['2026-06-15T08:00:00.000Z', '2026-06-15T08:30:00.000Z', '2026-06-16T08:00:00.000Z']
const meeting = (start: string) => ({
  start,
  end: start,
  advisor_name: 'Ada Advisor',
  timezone: 'UTC',
  first_name: 'Grace',
  email: 'grace@forge.example',
  company: 'Hopper Forgings',
})

function serveSlots() {
  server.use(
    http.get('*/api/forms/booking/slots', () =>
      HttpResponse.json({ slots: SLOTS, duration_minutes: 30, office_zone: 'Europe/London' }),
    ),
  )
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Grace')
  await user.type(screen.getByLabelText(/Email/), 'grace@forge.example')
  await user.type(screen.getByLabelText(/Company/), 'Hopper Forgings')
  await user.click(screen.getByRole('checkbox'))
}

describe('BookingWidget', () => {
  afterEach(() => sessionStorage.clear())

  it("shows the free times in the visitor's zone by day, asks for a time, then books the one chosen", async () => {
    serveSlots()
    const received: BookingInput[] = []
    server.use(
      http.post('*/api/forms/booking', async ({ request }) => {
        const body = (await request.json()) as BookingInput
        received.push(body)
        return HttpResponse.json({ meeting: meeting(body.start), manage_token: 'nonce.sig' }, { status: 201 })
      }),
    )
    // The visit began on the campaign page: the booking carries its tags and first page, as an enquiry does.
    captureAttribution({ pathname: '/landing/group-companies-sap-business-one-aws', search: '?utm_campaign=aws' })
    const user = userEvent.setup()
    renderWithProviders(<BookingWidget />, { url: '/landing/group-companies-sap-business-one-aws' })
    const days = await screen.findByLabelText('Days')
    // The test runs in UTC: 09:00 BST is 08:00 there.
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mon 15 Jun', 'Tue 16 Jun'])
    expect(
      within(screen.getByLabelText('Times'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['08:00', '08:30'])
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Book the call' }))
    expect(await screen.findByText('Choose a time for the call')).toBeInTheDocument()
    expect(received).toHaveLength(0)

    await user.click(within(days).getByRole('button', { name: 'Tue 16 Jun' }))
    await user.click(within(screen.getByLabelText('Times')).getByRole('button', { name: '08:00' }))
    await user.click(screen.getByRole('button', { name: 'Book the call' }))
    expect(await screen.findByText('Your call is booked')).toBeInTheDocument()
    expect(received[0]).toMatchObject({
      start: SLOTS[2],
      first_name: 'Grace',
      email: 'grace@forge.example',
      company: 'Hopper Forgings',
      consent: true,
      source: 'Discovery call booking - /landing/group-companies-sap-business-one-aws',
      utm_campaign: 'aws',
      landing_page: '/landing/group-companies-sap-business-one-aws?utm_campaign=aws',
    })
    expect(received[0].timezone).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Move or cancel the call' })).toHaveAttribute('href', '/booking/nonce.sig')
    const calendar = screen.getByRole('list', { name: 'Add to calendar' })
    const ics = within(calendar).getByRole('link', { name: /\.ics/ })
    expect(ics).toHaveAttribute('download', 'discovery-call.ics')
    expect(ics).toHaveAttribute('href', '/api/forms/booking/nonce.sig/calendar.ics')
    expect(within(calendar).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\//,
    )
    expect(within(calendar).getByRole('link', { name: 'Outlook on the web' }).getAttribute('href')).toMatch(
      /^https:\/\/outlook\.office\.com\//,
    )
  })

  it("puts the server's messages under the times and beside the fields it refused", async () => {
    serveSlots()
    server.use(
      http.post('*/api/forms/booking', () =>
        HttpResponse.json(
          {
            detail: 'Please check the highlighted fields.',
            errors: { start: 'That time is no longer bookable', company: 'Company is too short' },
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderWithProviders(<BookingWidget />, { url: '/book' })
    const days = await screen.findByLabelText('Days')
    await fillIn(user)
    await user.click(within(days).getByRole('button', { name: 'Tue 16 Jun' }))
    await user.click(within(screen.getByLabelText('Times')).getByRole('button', { name: '08:00' }))
    await user.click(screen.getByRole('button', { name: 'Book the call' }))
    const times = screen.getByLabelText('Times').closest('fieldset')!
    expect(await within(times).findByText('That time is no longer bookable')).toHaveAttribute('role', 'alert')
    expect(screen.getByLabelText(/Company/)).toHaveAccessibleDescription('Company is too short')
    expect(screen.getByLabelText(/Company/)).toHaveValue('Hopper Forgings')
  })

  it('offers the next free times when the slot was just taken, and books one of them', async () => {
    serveSlots()
    let calls = 0
    server.use(
      http.post('*/api/forms/booking', async ({ request }) => {
        const body = (await request.json()) as BookingInput
        calls += 1
        if (calls === 1)
          return HttpResponse.json(
            { detail: 'Sorry, that slot has just been taken. Here are the next free times.', alternatives: [SLOTS[1]] },
            { status: 409 },
          )
        return HttpResponse.json({ meeting: meeting(body.start), manage_token: 'nonce.sig' }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<BookingWidget />, { url: '/book' })
    await user.click(within(await screen.findByLabelText('Times')).getByRole('button', { name: '08:00' }))
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Book the call' }))
    expect(await screen.findByText(/just been taken/)).toBeInTheDocument()
    const offered = screen.getAllByRole('radio')
    expect(offered).toHaveLength(1)
    await user.click(offered[0])
    await user.click(screen.getByRole('button', { name: 'Book the call' }))
    expect(await screen.findByText('Your call is booked')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('starts with what the contact form just took', async () => {
    serveSlots()
    rememberVisitor({ first_name: 'Ada', email: 'ada@engines.example', company: 'Analytical Engines' })
    renderWithProviders(<BookingWidget />, { url: '/book' })
    await screen.findByLabelText('Days')
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@engines.example')
    expect(screen.getByLabelText(/Company/)).toHaveValue('Analytical Engines')
  })
})
