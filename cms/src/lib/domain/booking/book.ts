import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { recordActivity } from '../../../collections/Leads/activity'
import { formatLondon, leadLink } from '../../../collections/Leads/hooks'
import { HttpError } from '../../../contract/http'
import { leadAttribution, type BookingBody } from '../../../shared/schemas'
import type { Lead, Meeting, User } from '../../../shared/payload-types'
import { queueEmail } from '../../runtime/email/queue'
import { mailFrom, serverUrl } from '../../../config/derived-settings'
import { formatMeeting, OFFICE_ZONE } from '../../../shared/uk-time'
import { inTransaction } from '../../db/transaction'
import { claimSlot, releaseSlot } from './slot-claim'
import { calendarText } from './calendar'
import {
  bookingWindow,
  freeAdvisors,
  freeSlots,
  nextSlots,
  roundRobin,
  slotProblem,
  SLOT_MINUTES,
  SLOT_MS,
  type SlotProblem,
} from './slots'
import { activeAdvisors, bookingRules, busyBetween, lastBookedAdvisor, latestLeadByEmail, meetingAt } from './store'
import { relationId as idOf, type Id } from '../../../collections/shared/relations'

export const SLOT_MESSAGES: Record<SlotProblem, string> = {
  past: 'That time has already passed. Please choose a later slot.',
  outside_hours:
    'Calls start on the hour or half hour within office hours: Monday to Friday, 9:00 to 17:30 UK time, bank holidays excepted.',
  too_soon: 'That slot is too soon for us to prepare. Please choose a later one.',
  too_far: 'That slot is too far ahead. Please choose one within the next few weeks.',
}
export const SLOT_TAKEN = 'Sorry, that slot has just been taken. Here are the next free times.'
export const NO_ADVISORS = 'Nobody is taking bookings at the moment. Please send us a message instead.'
export const BOOKING_NOT_FOUND = 'This booking was not found. It may have been cancelled already.'

const DAY_MS = 24 * 60 * 60 * 1000

const sign = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`booking:${nonce}`).digest('base64url').slice(0, 32)

/**
 * The token of a meeting's move-or-cancel link: its stored nonce and a signature with the server's
 * secret, so the link can be written again (the reminder) and a copy of the database alone forges none.
 */
export const manageToken = (secret: string, nonce: string): string => `${nonce}.${sign(secret, nonce)}`

/** The nonce of a well-signed token, else null. */
export function nonceOf(secret: string, token: string): string | null {
  const [nonce, signature] = token.split('.')
  if (!nonce || !signature) return null
  const expected = Buffer.from(sign(secret, nonce))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null
}
const iso = (ms: number) => new Date(ms).toISOString()
const fullName = (p: { first_name?: string | null; last_name?: string | null; email?: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || ''

/** The reminder goes 24 hours before; a call booked less than a day ahead gets none. */
const reminderDue = (start: number, now: number) => (start - DAY_MS > now ? iso(start - DAY_MS) : null)

/** Every slot a visitor may book now: office hours in the window, where at least one advisor is free. */
export async function openSlots(req: PayloadRequest, now: number, advisors?: Id[]): Promise<number[]> {
  const rules = await bookingRules(req)
  const ids = advisors ?? (await activeAdvisors(req)).map((a) => a.id)
  const { from, to } = bookingWindow(now, rules)
  return freeSlots(now, rules, ids, await busyBetween(req, from, to))
}

async function checkSlot(req: PayloadRequest, start: number, now: number): Promise<void> {
  const problem = slotProblem(start, now, await bookingRules(req))
  if (problem) throw new HttpError(400, SLOT_MESSAGES[problem], { start: SLOT_MESSAGES[problem] })
}

export type Booked = { meeting: Meeting; advisor: User; token?: string }
export type Outcome = { booked: Booked } | { taken: string[] }

/** What to offer a visitor whose slot went: the next free ones for the same advisors. */
async function alternatives(req: PayloadRequest, start: number, now: number, advisors: Id[]): Promise<string[]> {
  const slots = await openSlots(req, now, advisors)
  const after = nextSlots(slots, start)
  return (after.length ? after : slots.slice(0, 3)).map(iso)
}

/**
 * Claims the slot first (one insert, outside the transaction: the lock), then writes the booking in
 * one transaction. A lost claim is a lost race; a failed write frees the claim again. The meetings'
 * own unique index stays the last word for slots claimed before claims existed.
 */
async function unlessTaken(req: PayloadRequest, advisor: Id, start: number, write: () => Promise<Booked>) {
  if (!(await claimSlot(req.payload, advisor, start))) return null
  try {
    return await inTransaction(req, write)
  } catch (error) {
    await releaseSlot(req.payload, advisor, start)
    if (await meetingAt(req, advisor, iso(start))) return null
    throw error
  }
}

/**
 * Books a 30-minute call at `body.start`: with the lead's advisor when the visitor's e-mail already
 * has a lead with one, else round robin among the active advisors free then. The lead (found by
 * e-mail, or made for the booking), the meeting, its timeline entry and the invitations are written
 * in one transaction; a slot another visitor just took answers `taken` with the next free slots.
 */
export async function bookMeeting(req: PayloadRequest, body: BookingBody, now = Date.now()): Promise<Outcome> {
  const start = Date.parse(body.start)
  await checkSlot(req, start, now)
  const lead = await latestLeadByEmail(req, body.email)
  const everyone = await activeAdvisors(req)
  const leadAdvisor = lead ? idOf(lead.advisor) : null
  const pool = everyone.some((a) => String(a.id) === String(leadAdvisor))
    ? everyone.filter((a) => String(a.id) === String(leadAdvisor))
    : everyone
  if (!pool.length) throw new HttpError(409, NO_ADVISORS)
  const ids = pool.map((a) => a.id)
  const busy = await busyBetween(req, start, start + SLOT_MS)
  const order = roundRobin(ids, await lastBookedAdvisor(req), freeAdvisors(start, ids, busy))
  for (const id of order) {
    const advisor = pool.find((a) => String(a.id) === String(id))!
    const booked = await unlessTaken(req, id, start, () => writeBooking(req, { body, lead, advisor, start, now }))
    if (booked) return { booked }
  }
  return { taken: await alternatives(req, start, now, ids) }
}

async function writeBooking(
  req: PayloadRequest,
  { body, lead, advisor, start, now }: { body: BookingBody; lead?: Lead; advisor: User; start: number; now: number },
): Promise<Booked> {
  const when = formatLondon(iso(start))
  const context = { booking: true }
  const note = body.message ? `\n\n${body.message}` : ''
  const target =
    lead ??
    (await req.payload.create({
      collection: 'leads',
      overrideAccess: true,
      req,
      context,
      data: {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone,
        company: body.company,
        topic: 'Discovery call',
        message: `Booked a discovery call for ${when}.${note}`,
        source: body.source || 'Discovery call booking',
        status: 'new',
        attribution: leadAttribution(body),
        consent: { given: body.consent, given_at: iso(now), source_page: body.source || null },
      },
    }))
  // The advisor who holds the call takes the lead; the invitation tells them, so no second e-mail.
  if (!idOf(target.advisor))
    await req.payload.update({
      collection: 'leads',
      id: target.id,
      data: { advisor: advisor.id as number },
      overrideAccess: true,
      req,
      context,
    })
  const nonce = randomBytes(18).toString('base64url')
  const token = manageToken(req.payload.secret, nonce)
  const meeting = await req.payload.create({
    collection: 'meetings',
    overrideAccess: true,
    req,
    data: {
      lead: target.id as number,
      advisor: advisor.id as number,
      start: iso(start),
      end: iso(start + SLOT_MS),
      visitor_name: fullName(body),
      visitor_email: body.email,
      company: body.company,
      timezone: body.timezone || OFFICE_ZONE,
      booked_from: body.source,
      manage_nonce: nonce,
      sequence: 0,
      reminder_due_at: reminderDue(start, now),
    },
  })
  await recordActivity(
    req.payload,
    target.id,
    { type: 'meeting_booked', detail: `Discovery call booked for ${when} with ${fullName(advisor)}` },
    req,
  )
  await sendCalendar(req, { meeting, advisor, token, change: 'booked' })
  return { meeting, advisor, token }
}

/** The meeting behind a move-or-cancel link, with its advisor, or a 404. */
export async function meetingByToken(req: PayloadRequest, token: string): Promise<{ meeting: Meeting; advisor: User }> {
  const nonce = nonceOf(req.payload.secret, token)
  if (!nonce) throw new HttpError(404, BOOKING_NOT_FOUND)
  const { docs } = await req.payload.find({
    collection: 'meetings',
    where: { manage_nonce: { equals: nonce } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const meeting = docs[0]
  if (!meeting || typeof meeting.advisor !== 'object') throw new HttpError(404, BOOKING_NOT_FOUND)
  return { meeting, advisor: meeting.advisor }
}

/** Moves a call to another slot with the same advisor; the invitation is sent again (next sequence). */
export async function moveMeeting(
  req: PayloadRequest,
  token: string,
  change: { start: string; timezone: string },
  now = Date.now(),
): Promise<Outcome> {
  const { meeting, advisor } = await meetingByToken(req, token)
  const start = Date.parse(change.start)
  if (start === Date.parse(meeting.start)) return { booked: { meeting, advisor } }
  await checkSlot(req, start, now)
  const busy = (await busyBetween(req, start, start + SLOT_MS)).filter(
    (b) => !(String(b.advisor) === String(advisor.id) && b.start === Date.parse(meeting.start)),
  )
  const free = freeAdvisors(start, [advisor.id], busy).length > 0
  const moved =
    free &&
    (await unlessTaken(req, advisor.id, start, async () => {
      const updated = await req.payload.update({
        collection: 'meetings',
        id: meeting.id,
        overrideAccess: true,
        req,
        depth: 1,
        data: {
          start: iso(start),
          end: iso(start + SLOT_MS),
          timezone: change.timezone || meeting.timezone,
          sequence: (meeting.sequence ?? 0) + 1,
          reminder_due_at: reminderDue(start, now),
          reminder_sent_at: null,
        },
      })
      await recordActivity(
        req.payload,
        idOf(updated.lead)!,
        {
          type: 'meeting_moved',
          detail: `Discovery call moved from ${formatLondon(meeting.start)} to ${formatLondon(updated.start)}`,
        },
        req,
      )
      await sendCalendar(req, { meeting: updated, advisor, token, change: 'booked' })
      return { meeting: updated, advisor }
    }))
  if (moved) {
    await releaseSlot(req.payload, advisor.id, Date.parse(meeting.start))
    return { booked: moved }
  }
  return { taken: await alternatives(req, start, now, [advisor.id]) }
}

/** Cancels a call: the slot is free again, the lead's timeline says so and both people get a CANCEL. */
export async function cancelMeeting(req: PayloadRequest, token: string): Promise<Booked> {
  const { meeting, advisor } = await meetingByToken(req, token)
  await inTransaction(req, async () => {
    await req.payload.delete({ collection: 'meetings', id: meeting.id, overrideAccess: true, req })
    await recordActivity(
      req.payload,
      idOf(meeting.lead)!,
      {
        type: 'meeting_cancelled',
        detail: `Discovery call of ${formatLondon(meeting.start)} cancelled by the visitor`,
      },
      req,
    )
    const cancelled = { ...meeting, sequence: (meeting.sequence ?? 0) + 1 }
    await sendCalendar(req, { meeting: cancelled, advisor, token, change: 'cancelled' })
  })
  await releaseSlot(req.payload, advisor.id, Date.parse(meeting.start))
  return { meeting, advisor }
}

export const manageLink = (token: string) => `${serverUrl()}/booking/${token}`

/**
 * The meeting's iCalendar text: the invitation (or its cancellation) the e-mails carry, and the file the
 * confirmation offers. One UID for the meeting's life, so adding it twice updates one calendar entry.
 * The visitor's address is whatever was typed, so the visitor's copy repeats nothing the visitor
 * wrote: no name or company in the event's title or its attendee list. The advisor's copy names them.
 */
export function invitationText(
  { meeting, advisor, token }: { meeting: Meeting; advisor: User; token: string },
  method: 'REQUEST' | 'CANCEL',
  copy: 'visitor' | 'advisor' = 'visitor',
): string {
  const link = manageLink(token)
  const forAdvisor = copy === 'advisor'
  return calendarText(
    {
      uid: `meeting-${meeting.id}@${new URL(serverUrl()).hostname}`,
      sequence: meeting.sequence ?? 0,
      start: new Date(meeting.start),
      end: new Date(meeting.end),
      summary: forAdvisor
        ? `Discovery call: Clearpath B1 and ${meeting.company || meeting.visitor_name}`
        : 'Discovery call with Clearpath B1',
      description: `A ${SLOT_MINUTES}-minute discovery call with ${fullName(advisor)}.\nMove or cancel: ${link}`,
      url: link,
      organizer: { name: mailFrom().name, email: mailFrom().address },
      attendees: [
        { name: forAdvisor ? meeting.visitor_name : undefined, email: meeting.visitor_email },
        { name: fullName(advisor), email: advisor.email },
      ],
    },
    method,
  )
}

/** The invitation (or its cancellation) to the visitor and to the advisor, through the outbox. */
async function sendCalendar(
  req: PayloadRequest,
  {
    meeting,
    advisor,
    token,
    change,
  }: { meeting: Meeting; advisor: User; token: string; change: 'booked' | 'cancelled' },
) {
  const link = manageLink(token)
  const method = change === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const)
  const invitation = (copy: 'visitor' | 'advisor') => ({
    method,
    ics: invitationText({ meeting, advisor, token }, method, copy),
  })
  const leadId = idOf(meeting.lead)
  const related = leadId ? { relationTo: 'leads' as const, value: leadId as number } : undefined
  const visitorVars = {
    advisor_name: fullName(advisor),
    when: formatMeeting(meeting.start, meeting.timezone),
    when_uk: formatLondon(meeting.start),
    manage_link: link,
    book_link: `${serverUrl()}/book`,
  }
  const advisorVars = {
    ...visitorVars,
    name: meeting.visitor_name,
    email: meeting.visitor_email,
    company: meeting.company,
    portal_link: leadId ? leadLink(req, leadId) : '',
  }
  await queueEmail(req, {
    template: change === 'cancelled' ? 'meeting-cancelled' : 'meeting-booked',
    to: meeting.visitor_email,
    vars: visitorVars,
    related,
    calendar: invitation('visitor'),
  })
  await queueEmail(req, {
    template: change === 'cancelled' ? 'meeting-cancelled-advisor' : 'meeting-advisor',
    to: advisor.email,
    vars: advisorVars,
    related,
    calendar: invitation('advisor'),
  })
}
