/**
 * Discovery calls over HTTP: the slots offered, booking, the race for one slot, round robin, the
 * lead's own advisor, block-outs, moving, cancelling, the reminder, and the invitations as the
 * test SMTP server receives them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EVERYONE, expectJson, expectProblem } from '../contract'
import { setRateLimit } from '../../src/contract/rate-limit'
import { isOfficeSlot } from '../../src/lib/domain/booking/slots'
import {
  blockoutListResponse,
  bookedMeetingResponse,
  meetingListResponse,
  slotsResponse,
  visitorMeetingEnvelope,
} from '../../src/shared/responses'
import { runJobs as runAllJobs, startTestServer, type TestServer } from '../harness'
import { startSmtp, type TestSmtp } from '../smtp'

let t: TestServer
let smtp: TestSmtp
let roleId: number | string
type Advisor = { id: number | string; email: string; token: string }
let ada: Advisor

const PASSWORD = 'correct-horse-battery'
const SETTINGS = { phone: '020 7946 0000', email: 'hello@test.example' }

async function makeAdvisor(first: string): Promise<Advisor> {
  const email = `${first.toLowerCase()}@test.example`
  const user = await t.payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email,
      password: PASSWORD,
      first_name: first,
      last_name: 'Advisor',
      role: 'user',
      is_active: true,
      job_role: roleId as number,
    },
  })
  const { token } = await t.payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { id: user.id, email, token: token! }
}

const runJobs = () => runAllJobs(t.payload)

const visitor = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ann',
  last_name: 'Jones',
  email: 'ann@buyer.example',
  company: 'Acme Foods',
  timezone: 'America/New_York',
  source: '/contact',
  consent: true,
  ...over,
})

const slots = async (): Promise<string[]> =>
  slotsResponse.parse(await expectJson(await t.request('/api/forms/booking/slots'))).slots
const book = (body: Record<string, unknown>) => t.request('/api/forms/booking', { method: 'POST', body })
const meetingsAt = async (start: string) =>
  (
    await t.payload.find({
      collection: 'meetings',
      where: { start: { equals: start } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_FROM = 'Clearpath B1 <hello@test.example>'
  // Every racer in flight at once, so the slot's check and its write really interleave (all 20 come
  // from one address, past the per-client cap of 16).
  process.env.RENDER_CONCURRENCY = '20'
  process.env.CLIENT_CONCURRENCY = '20'
  t = await startTestServer()
  await setRateLimit('booking', { max: 1000, windowMs: 600_000 }, t.payload)
  roleId = (
    await t.payload.create({ collection: 'job-roles', data: { name: 'Solutions Advisor' }, overrideAccess: true })
  ).id
  ada = await makeAdvisor('Ada')
  await runJobs()
  smtp.messages.length = 0
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
  delete process.env.SMTP_URL
  delete process.env.RENDER_CONCURRENCY
})

describe('the slots offered', () => {
  it('are half-hour starts in office hours, at least an hour of office time ahead, within three weeks', async () => {
    const offered = await slots()
    expect(offered.length).toBeGreaterThan(20)
    for (const start of offered) expect(isOfficeSlot(Date.parse(start)), start).toBe(true)
    expect(Date.parse(offered[0])).toBeGreaterThan(Date.now() + 30 * 60_000)
    expect(Date.parse(offered.at(-1)!)).toBeLessThan(Date.now() + 21 * 24 * 3_600_000)
  })

  it('follow the notice and horizon set in the CMS', async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { ...SETTINGS, booking: { horizon_days: 1 } },
      overrideAccess: true,
    })
    try {
      const offered = await slots()
      for (const start of offered) expect(Date.parse(start)).toBeLessThan(Date.now() + 24 * 3_600_000)
    } finally {
      await t.payload.updateGlobal({
        slug: 'site-settings',
        data: { ...SETTINGS, booking: { horizon_days: 21 } },
        overrideAccess: true,
      })
    }
  })
})

describe('bad bookings get a clear 400', () => {
  it('refuses a slot in the past, outside hours, or an invalid visitor', async () => {
    const [first] = await slots()
    await expectProblem(await book(visitor({ start: '2020-01-06T10:00:00.000Z' })), 400, /already passed/)
    const quarterPast = new Date(Date.parse(first) + 15 * 60_000).toISOString()
    await expectProblem(await book(visitor({ start: quarterPast })), 400, /office hours/)
    const bad = await expectProblem(await book(visitor({ start: 'tomorrow at ten' })), 400)
    expect(bad.errors?.start).toBe('Choose a time for the call')
    expect((await expectProblem(await book(visitor({ start: first, consent: false })), 400)).errors?.consent).toBe(
      'You must agree',
    )
    expect(
      (await expectProblem(await book(visitor({ start: first, timezone: 'Mars/Olympus' })), 400)).errors?.timezone,
    ).toBe('Unknown time zone')
    expect(await meetingsAt(first)).toHaveLength(0)
  })
})

describe('booking a call', () => {
  let token: string
  let start: string

  it('makes the meeting, a lead with its timeline entry, and invitations to both people', async () => {
    start = (await slots())[2]
    const body = bookedMeetingResponse.parse(
      await expectJson(await book(visitor({ start, message: 'We run three sites.' })), 201),
    )
    expect(body.meeting).toMatchObject({ start, advisor_name: 'Ada Advisor', timezone: 'America/New_York' })
    token = body.manage_token
    expect(token).toMatch(/\./)

    const [meeting] = await meetingsAt(start)
    const lead = await t.payload.findByID({
      collection: 'leads',
      id: meeting.lead as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(lead).toMatchObject({
      email: 'ann@buyer.example',
      company: 'Acme Foods',
      advisor: ada.id,
      topic: 'Discovery call',
    })
    const detail = await expectJson(await t.request(`/api/portal/leads/inbound/${lead.id}`, { as: 'admin' }))
    expect(detail.activity.map((a: { type: string }) => a.type)).toContain('meeting_booked')
    expect(detail.activity.find((a: { type: string }) => a.type === 'meeting_booked').detail).toMatch(
      /with Ada Advisor/,
    )

    await runJobs()
    const toVisitor = smtp.messages.find(
      (m) => m.to.includes('ann@buyer.example') && /discovery call/i.test(m.subject),
    )!
    const toAdvisor = smtp.messages.find((m) => m.to.includes(ada.email) && /Discovery call booked/.test(m.subject))!
    expect(toVisitor.calendar).toContain('METHOD:REQUEST')
    expect(toAdvisor.calendar).toContain('METHOD:REQUEST')
    const dtstart = `DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`
    expect(toVisitor.calendar).toContain(dtstart)
    // The visitor's own zone in the e-mail, UK time beside it, and the move-or-cancel link.
    expect(toVisitor.text).toMatch(/EST|EDT|GMT-[45]/)
    expect(toVisitor.text).toContain('UK time')
    expect(toVisitor.text).toContain(`/booking/${token}`)
    // No "we have your enquiry" and no "lead assigned" on top of the invitations.
    expect(smtp.messages.filter((m) => /We have your enquiry|Lead assigned/.test(m.subject))).toHaveLength(0)
  })

  it('no longer offers the slot, and shows the call on the advisor dashboard', async () => {
    expect(await slots()).not.toContain(start)
    const mine = await expectJson(
      await t.request('/api/portal/meetings', { headers: { Authorization: `Bearer ${ada.token}` } }),
    )
    expect(mine.meetings.map((m: { start: string }) => m.start)).toContain(start)
    const all = meetingListResponse.parse(await expectJson(await t.request('/api/portal/meetings', { as: 'admin' })))
    expect(all.meetings[0]).toMatchObject({ company: 'Acme Foods', advisor: { email: ada.email } })
    // A staff member who is not the advisor sees none of it; anonymous callers nothing at all.
    expect((await expectJson(await t.request('/api/portal/meetings', { as: 'user' }))).meetings).toEqual([])
    await expectProblem(await t.request('/api/portal/meetings'), 401)
    await expectProblem(await t.request('/api/portal/meetings', { as: 'inactive' }), 403)
  })

  it('shows the booking by its link, and refuses a forged link', async () => {
    const body = visitorMeetingEnvelope.parse(await expectJson(await t.request(`/api/forms/booking/${token}`)))
    expect(body.meeting).toMatchObject({ start, first_name: 'Ann', company: 'Acme Foods' })
    const [nonce] = token.split('.')
    await expectProblem(await t.request(`/api/forms/booking/${nonce}.forged`), 404, /not found/)
    await expectProblem(await t.request(`/api/forms/booking/${nonce}`), 404)
  })

  it('offers the invitation the e-mail carries as a file, to anyone with the link only', async () => {
    const [meeting] = await meetingsAt(start)
    for (const as of EVERYONE) {
      const res = await t.request(`/api/forms/booking/${token}/calendar.ics`, { as })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="discovery-call.ics"')
      const ics = (await res.text()).replace(/\r\n /g, '')
      expect(ics).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`)
      expect(ics).toMatch(new RegExp(`UID:meeting-${meeting.id}@`))
    }
    await runJobs()
    const invitation = smtp.messages.find((m) => m.to.includes('ann@buyer.example') && m.calendar)!
    expect(invitation.calendar.replace(/\r\n /g, '')).toMatch(new RegExp(`UID:meeting-${meeting.id}@`))
    const [nonce] = token.split('.')
    await expectProblem(await t.request(`/api/forms/booking/${nonce}.forged/calendar.ics`), 404, /not found/)
  })

  it('moves the call: new invitation with the same UID and a higher sequence, old slot free again', async () => {
    smtp.messages.length = 0
    const offered = await slots()
    const later = offered[5]
    const body = await expectJson(
      await t.request(`/api/forms/booking/${token}`, {
        method: 'PUT',
        body: { start: later, timezone: 'Europe/Paris' },
      }),
    )
    expect(body.meeting).toMatchObject({ start: later, timezone: 'Europe/Paris' })
    expect(await slots()).toContain(start)
    expect(await slots()).not.toContain(later)
    await runJobs()
    const invite = smtp.messages.find((m) => m.to.includes('ann@buyer.example'))!
    expect(invite.calendar).toContain('SEQUENCE:1')
    start = later
  })

  it('cancels the call: both people get a CANCEL, the slot is free and the link is spent', async () => {
    smtp.messages.length = 0
    const [meeting] = await meetingsAt(start)
    expect(await expectJson(await t.request(`/api/forms/booking/${token}`, { method: 'DELETE' }))).toEqual({
      success: true,
    })
    expect(await meetingsAt(start)).toHaveLength(0)
    expect(await slots()).toContain(start)
    await expectProblem(await t.request(`/api/forms/booking/${token}`), 404)
    await expectProblem(await t.request(`/api/forms/booking/${token}`, { method: 'DELETE' }), 404)
    await runJobs()
    for (const to of ['ann@buyer.example', ada.email]) {
      const mail = smtp.messages.find((m) => m.to.includes(to))!
      expect(mail.calendar).toContain('METHOD:CANCEL')
      expect(mail.calendar).toContain('SEQUENCE:2')
    }
    const { docs } = await t.payload.find({
      collection: 'lead-activity',
      where: { and: [{ lead: { equals: meeting.lead } }, { type: { equals: 'meeting_cancelled' } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })
})

describe('never double-booked', () => {
  it('20 visitors asking for one slot at once: exactly one meeting, the others offered the next slots', async () => {
    const start = (await slots())[8]
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(visitor({ start, email: `racer${i}@buyer.example`, company: `Racer ${i}` })),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const loser = await expectProblem(
      answers.find((r) => r.status === 409)!,
      409,
      /just been taken/,
    )
    const alternatives = (loser as { alternatives?: string[] }).alternatives!
    expect(alternatives.length).toBeGreaterThan(0)
    expect(alternatives).not.toContain(start)
    for (const a of alternatives) expect(Date.parse(a)).toBeGreaterThan(Date.parse(start))
    expect(await meetingsAt(start)).toHaveLength(1)
  })

  it('the database itself refuses a second meeting for one advisor and start (the unique index)', async () => {
    const [existing] = (await t.payload.find({ collection: 'meetings', limit: 1, overrideAccess: true, depth: 0 })).docs
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = existing
    await expect(
      t.payload.create({ collection: 'meetings', data: { ...copy, manage_nonce: 'another' }, overrideAccess: true }),
    ).rejects.toThrow()
    expect(await meetingsAt(existing.start)).toHaveLength(1)
  })
})

describe('who takes the call', () => {
  let bob: Advisor

  it('goes round robin among active advisors free at that time', async () => {
    bob = await makeAdvisor('Bob')
    const start = (await slots())[10]
    await expectJson(await book(visitor({ start, email: 'first@buyer.example' })), 201)
    await expectJson(await book(visitor({ start, email: 'second@buyer.example' })), 201)
    const advisors = (await meetingsAt(start)).map((m) => String(m.advisor)).sort()
    expect(advisors).toEqual([String(ada.id), String(bob.id)].sort())
    // Both busy now: a third visitor gets alternatives.
    await expectProblem(await book(visitor({ start, email: 'third@buyer.example' })), 409)
  })

  it("books the lead's own advisor, matching the e-mail whatever its case", async () => {
    const contact = await t.request('/api/forms/contact', {
      method: 'POST',
      body: {
        first_name: 'Cy',
        last_name: 'Young',
        email: 'Cy@Buyer.example',
        company: 'Cy Ltd',
        message: 'Hello, a call please.',
        consent: true,
      },
    })
    expect(contact.status).toBe(201)
    const lead = (
      await t.payload.find({ collection: 'leads', where: { company: { equals: 'Cy Ltd' } }, overrideAccess: true })
    ).docs[0]
    await t.payload.update({
      collection: 'leads',
      id: lead.id,
      data: { advisor: bob.id as number },
      overrideAccess: true,
    })
    const offered = await slots()
    for (const start of offered.slice(12, 16)) {
      await expectJson(await book(visitor({ start, email: 'cy@buyer.EXAMPLE', company: 'Cy Ltd' })), 201)
      const [meeting] = await meetingsAt(start)
      expect(String(meeting.advisor)).toBe(String(bob.id))
      expect(String(meeting.lead)).toBe(String(lead.id))
    }
  })

  it('skips block-outs: an advisor blocking out a slot is not offered for it', async () => {
    const start = (await slots())[20]
    const end = new Date(Date.parse(start) + 60 * 60_000).toISOString()
    const as = (a: Advisor) => ({ Authorization: `Bearer ${a.token}` })
    for (const a of [ada, bob])
      await expectJson(
        await t.request('/api/portal/meetings/blockouts', {
          method: 'POST',
          body: { start, end, note: 'Leave' },
          headers: as(a),
        }),
        201,
      )
    expect(await slots()).not.toContain(start)
    await expectProblem(await book(visitor({ start, email: 'blocked@buyer.example' })), 409)
    // Each advisor sees only their own block-outs; an admin sees both.
    const own = await expectJson(await t.request('/api/portal/meetings/blockouts', { headers: as(ada) }))
    expect(own.blockouts.map((b: { advisor: { email: string } }) => b.advisor.email)).toEqual([ada.email])
    const all = blockoutListResponse.parse(
      await expectJson(await t.request('/api/portal/meetings/blockouts', { as: 'admin' })),
    )
    expect(all.blockouts).toHaveLength(2)
    // Nobody removes someone else's; the owner can.
    const bobs = all.blockouts.find((b) => b.advisor.email === bob.email)!
    await expectProblem(
      await t.request(`/api/portal/meetings/blockouts/${bobs.id}`, { method: 'DELETE', headers: as(ada) }),
      404,
    )
    await expectJson(
      await t.request(`/api/portal/meetings/blockouts/${bobs.id}`, { method: 'DELETE', headers: as(bob) }),
    )
    expect(await slots()).toContain(start)
  })

  it('refuses a block-out from staff without a job role, and an end before the start', async () => {
    const [start] = await slots()
    const end = new Date(Date.parse(start) + 3_600_000).toISOString()
    await expectProblem(
      await t.request('/api/portal/meetings/blockouts', { method: 'POST', body: { start, end }, as: 'user' }),
      400,
      /job role/,
    )
    await expectProblem(
      await t.request('/api/portal/meetings/blockouts', {
        method: 'POST',
        body: { start: end, end: start },
        headers: { Authorization: `Bearer ${ada.token}` },
      }),
      400,
      'The end must be after the start',
    )
    await expectProblem(
      await t.request('/api/portal/meetings/blockouts', { method: 'POST', body: { start, end } }),
      401,
    )
  })
})

describe('the reminder', () => {
  it('goes to the visitor once, 24 hours before the call', async () => {
    const start = (await slots()).at(-1)!
    const booked = await expectJson(await book(visitor({ start, email: 'remind@buyer.example' })), 201)
    const [meeting] = await meetingsAt(start)
    expect(Date.parse(meeting.reminder_due_at!)).toBe(Date.parse(start) - 24 * 3_600_000)
    await t.payload.update({
      collection: 'meetings',
      id: meeting.id,
      data: { reminder_due_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await runJobs()
    smtp.messages.length = 0
    await t.payload.jobs.queue({ task: 'remind-meetings', input: {} })
    await runJobs()
    await t.payload.jobs.queue({ task: 'remind-meetings', input: {} })
    await runJobs()
    const reminders = smtp.messages.filter((m) => /^Reminder/.test(m.subject))
    expect(reminders).toHaveLength(1)
    expect(reminders[0].to).toEqual(['remind@buyer.example'])
    expect(reminders[0].text).toContain(`/booking/${booked.manage_token}`)
  })
})

describe('mail to the address a visitor typed repeats nothing they wrote (issue 33 L3)', () => {
  it('the invitation, the move, the reminder and the cancellation carry no name or company; the advisor gets both', async () => {
    const lure = 'URGENT pay invoice 4471 at https://evil.example/pay'
    const stranger = 'victim@third-party.example'
    smtp.messages.length = 0
    const offered = await slots()
    const booked = await expectJson(
      await book(visitor({ start: offered[6], email: stranger, first_name: 'Payme', last_name: lure, company: lure })),
      201,
    )
    const token = booked.manage_token as string
    await expectJson(
      await t.request(`/api/forms/booking/${token}`, { method: 'PUT', body: { start: offered[7], timezone: 'UTC' } }),
    )
    const [meeting] = await meetingsAt(offered[7])
    await t.payload.update({
      collection: 'meetings',
      id: meeting.id,
      data: { reminder_due_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await t.payload.jobs.queue({ task: 'remind-meetings', input: {} })
    await runJobs()
    await expectJson(await t.request(`/api/forms/booking/${token}`, { method: 'DELETE' }))
    await runJobs()

    const toStranger = smtp.messages.filter((m) => m.to.includes(stranger))
    expect(toStranger.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your discovery call with Clearpath B1/),
      expect.stringMatching(/^Your discovery call with Clearpath B1/),
      expect.stringMatching(/^Reminder/),
      expect.stringMatching(/^Discovery call cancelled/),
    ])
    for (const mail of toStranger) {
      const everything = [mail.subject, mail.text, mail.html, mail.calendar.replace(/\r\n[ \t]/g, '')].join('\n')
      for (const typed of ['evil.example', 'URGENT', '4471', 'Payme'])
        expect(everything, `${mail.subject}: ${typed}`).not.toContain(typed)
    }
    const invitations = toStranger.filter((m) => m.calendar).map((m) => m.calendar.replace(/\r\n[ \t]/g, ''))
    expect(invitations).toHaveLength(3)
    for (const calendar of invitations) {
      expect(calendar).toContain('SUMMARY:Discovery call with Clearpath B1')
      expect(calendar).toMatch(/^ATTENDEE;[^\r\n]*:MAILTO:victim@third-party.example\r?$/m)
      expect(calendar).not.toMatch(/^ATTENDEE;[^\r\n]*CN=[^\r\n]*victim/m)
    }
    const toAdvisor = smtp.messages.filter((m) => !m.to.includes(stranger) && /^Discovery call/.test(m.subject))
    expect(toAdvisor.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Discovery call booked: URGENT/),
      expect.stringMatching(/^Discovery call booked: URGENT/),
      expect.stringMatching(/^Discovery call cancelled: URGENT/),
    ])
    expect(toAdvisor.at(-1)!.text).toContain(`Payme ${lure} (${stranger}) at ${lure}`)
    expect(toAdvisor[0].calendar.replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Discovery call: Clearpath B1 and URGENT')
  })
})

describe('the honeypot', () => {
  it('answers a bot that filled "website" like a taken slot, with no alternatives, and stores nothing', async () => {
    const [start] = await slots()
    const leadsBefore = (await t.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    for (const website of ['https://spam.example', 0, false]) {
      const res = await book(visitor({ start, email: 'bot@spam.example', website }))
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({
        detail: 'Sorry, that slot has just been taken. Here are the next free times.',
        alternatives: [],
      })
    }
    expect(await meetingsAt(start)).toHaveLength(0)
    expect((await t.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(leadsBefore)
    expect(await slots()).toContain(start)
  })

  it('books as usual when "website" is empty or null', async () => {
    const [start] = await slots()
    for (const [website, email] of [
      ['', 'empty-honeypot@buyer.example'],
      [null, 'null-honeypot@buyer.example'],
    ] as const) {
      const body = bookedMeetingResponse.parse(await expectJson(await book(visitor({ start, email, website })), 201))
      expect(body.meeting).toMatchObject({ start, email, first_name: 'Ann', company: 'Acme Foods' })
      expect(body.meeting.advisor_name).toMatch(/^(Ada|Bob) Advisor$/)
      expect(body.manage_token).toMatch(/\./)
    }
    expect(await meetingsAt(start)).toHaveLength(2)
  })
})

describe('a booking shown by its link', () => {
  it('answers an empty company when the meeting has none', async () => {
    const [start] = await slots()
    const booked = await expectJson(await book(visitor({ start, email: 'no-company@buyer.example' })), 201)
    const [meeting] = await meetingsAt(start)
    await t.payload.update({ collection: 'meetings', id: meeting.id, data: { company: null }, overrideAccess: true })
    const body = visitorMeetingEnvelope.parse(
      await expectJson(await t.request(`/api/forms/booking/${booked.manage_token}`)),
    )
    expect(body.meeting).toMatchObject({ start, company: '', email: 'no-company@buyer.example' })
    expect(body.meeting.advisor_name).toMatch(/^(Ada|Bob) Advisor$/)
  })
})
