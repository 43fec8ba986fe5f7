import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from '../../contract/define-endpoint'
import { json, param } from '../../contract/http'
import { consume } from '../../contract/rate-limit'
import {
  bookMeeting,
  BOOKING_NOT_FOUND,
  cancelMeeting,
  invitationText,
  meetingByToken,
  moveMeeting,
  openSlots,
  SLOT_TAKEN,
  type Booked,
  type Outcome,
} from '../../lib/domain/booking/book'
import { SLOT_MINUTES } from '../../lib/domain/booking/slots'
import { OFFICE_ZONE } from '../../shared/uk-time'
import type { ApiBookedMeeting, ApiError } from '../../shared/contract-types'
import { bookedMeetingResponse, slotsResponse, successSchema, visitorMeetingEnvelope } from '../../shared/responses'
import { bookingSchema, rebookSchema } from '../../shared/schemas'

const fullName = (u: { first_name?: string | null; last_name?: string | null; email: string }) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email

const toVisitorMeeting = ({ meeting, advisor }: Booked): ApiBookedMeeting['meeting'] => ({
  start: meeting.start,
  end: meeting.end,
  advisor_name: fullName(advisor),
  timezone: meeting.timezone || OFFICE_ZONE,
  first_name: meeting.visitor_name.split(' ')[0],
  email: meeting.visitor_email,
  company: meeting.company ?? '',
})

/** 409 with the next free slots, so the visitor can pick again at once. */
const taken = (alternatives: string[]) =>
  Response.json({ detail: SLOT_TAKEN, alternatives } satisfies ApiError, { status: 409 })

const token = (req: PayloadRequest) => param(req, 'token', BOOKING_NOT_FOUND)

const answer = (outcome: Outcome, status: number, manageToken: string) =>
  'taken' in outcome
    ? taken(outcome.taken)
    : json({ meeting: toVisitorMeeting(outcome.booked), manage_token: manageToken }, status)

const slots = defineEndpoint({
  method: 'get',
  path: '/forms/booking/slots',
  summary: 'The 30-minute discovery-call slots a visitor may book now (UTC), earliest first',
  access: 'public',
  ok: [200, 'ApiSlots'],
  response: slotsResponse,
  handler: async ({ req }) => {
    const starts = await openSlots(req, Date.now())
    return json({
      slots: starts.map((s) => new Date(s).toISOString()),
      duration_minutes: SLOT_MINUTES,
      office_zone: OFFICE_ZONE,
    })
  },
})

/**
 * Books a discovery call. 400 for a slot in the past, outside office hours, too soon or too far
 * ahead; 409 `{ detail, alternatives }` when someone else just took it. Honeypot field "website".
 */
const book = defineEndpoint({
  method: 'post',
  path: '/forms/booking',
  summary: 'Book a 30-minute discovery call; 409 with `alternatives` when the slot was just taken',
  access: 'public',
  ok: [201, '{ meeting, manage_token }'],
  response: bookedMeetingResponse,
  errors: [400, 409, 429],
  body: bookingSchema,
  prepare: (req) => consume('booking', req),
  handler: async ({ req, body }) => {
    // A bot learns nothing: the answer looks like a refusal of the slot, and nothing is stored.
    if (body.website !== undefined && body.website !== null && body.website !== '') return taken([])
    const outcome = await bookMeeting(req, body)
    // Stryker disable next-line StringLiteral: bookMeeting always returns a token, and a 409 carries none
    return answer(outcome, 201, 'booked' in outcome ? (outcome.booked.token ?? '') : '')
  },
})

const getBooking = defineEndpoint({
  method: 'get',
  path: '/forms/booking/:token',
  summary: 'A booked call, by the token of its move-or-cancel link',
  access: 'public',
  ok: [200, '{ meeting }'],
  response: visitorMeetingEnvelope,
  errors: [404],
  handler: async ({ req }) => json({ meeting: toVisitorMeeting(await meetingByToken(req, token(req))) }),
})

const moveBooking = defineEndpoint({
  method: 'put',
  path: '/forms/booking/:token',
  summary: 'Move a booked call to another slot with the same advisor; 409 with `alternatives` when taken',
  access: 'public',
  ok: [200, '{ meeting, manage_token }'],
  response: bookedMeetingResponse,
  errors: [400, 404, 409, 429],
  body: rebookSchema,
  prepare: (req) => consume('booking', req),
  handler: async ({ req, body }) => {
    const manage = token(req)
    return answer(await moveMeeting(req, manage, body), 200, manage)
  },
})

const cancelBooking = defineEndpoint({
  method: 'delete',
  path: '/forms/booking/:token',
  summary: 'Cancel a booked call; both people get the cancellation',
  access: 'public',
  ok: [200, '{ success: true }'],
  response: successSchema,
  errors: [404, 429],
  prepare: (req) => consume('booking', req),
  handler: async ({ req }) => {
    await cancelMeeting(req, token(req))
    return json({ success: true as const })
  },
})

/** The confirmation's "Add to calendar" file: the same invitation the e-mail carries, so both land on one entry. */
const bookingCalendar = defineEndpoint({
  method: 'get',
  path: '/forms/booking/:token/calendar.ics',
  summary: 'A booked call as an iCalendar file (the invitation the e-mails carry), by the token of its link',
  access: 'public',
  ok: [200, 'The invitation as text/calendar'],
  response: z.string(),
  mediaType: 'text/calendar',
  errors: [404],
  handler: async ({ req }) => {
    const manage = token(req)
    const booked = await meetingByToken(req, manage)
    return new Response(invitationText({ ...booked, token: manage }, 'REQUEST'), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="discovery-call.ics"',
        'Cache-Control': 'no-store',
      },
    })
  },
})

// The fixed path before `:token`, so "slots" is never read as a token.
export const bookingEndpoints = [slots, book, getBooking, bookingCalendar, moveBooking, cancelBooking]
