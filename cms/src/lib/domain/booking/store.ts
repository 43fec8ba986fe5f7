import type { PayloadRequest } from 'payload'

import { relationId as idOf, type Id } from '../../../collections/shared/relations'
import type { Lead, Meeting, User } from '../../../shared/payload-types'
import { DEFAULT_BOOKING_RULES, SLOT_MS, type BookingRules, type Busy } from './slots'

/** The notice and horizon set in Site settings → Discovery-call booking (published version). */
export async function bookingRules(req: PayloadRequest): Promise<BookingRules> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  return {
    noticeMinutes: settings.booking?.notice_minutes ?? DEFAULT_BOOKING_RULES.noticeMinutes,
    horizonDays: settings.booking?.horizon_days ?? DEFAULT_BOOKING_RULES.horizonDays,
  }
}

/** Who takes discovery calls: active staff members with a job role (SPEC's advisors), in a fixed order. */
export async function activeAdvisors(req: PayloadRequest): Promise<User[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ is_active: { not_equals: false } }, { job_role: { exists: true } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.filter((u) => u.job_role)
}

/** Meetings and block-outs overlapping [from, to). */
export async function busyBetween(req: PayloadRequest, from: number, to: number): Promise<Busy[]> {
  const [meetings, blockouts] = await Promise.all([
    req.payload.find({
      collection: 'meetings',
      where: {
        and: [
          { start: { greater_than: new Date(from - SLOT_MS).toISOString() } },
          { start: { less_than: new Date(to).toISOString() } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    req.payload.find({
      collection: 'advisor-blockouts',
      where: {
        and: [
          { end: { greater_than: new Date(from).toISOString() } },
          { start: { less_than: new Date(to).toISOString() } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  return [
    ...meetings.docs.map((m) => ({ advisor: idOf(m.advisor)!, start: Date.parse(m.start), end: Date.parse(m.end) })),
    ...blockouts.docs.map((b) => ({ advisor: idOf(b.advisor)!, start: Date.parse(b.start), end: Date.parse(b.end) })),
  ]
}

/** The advisor of the most recently booked meeting: where the round robin goes on from. */
export async function lastBookedAdvisor(req: PayloadRequest): Promise<Id | null> {
  const { docs } = await req.payload.find({
    collection: 'meetings',
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ? idOf(docs[0].advisor) : null
}

export async function meetingAt(req: PayloadRequest, advisor: Id, start: string): Promise<Meeting | undefined> {
  const { docs } = await req.payload.find({
    collection: 'meetings',
    where: { and: [{ advisor: { equals: advisor } }, { start: { equals: start } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/** The newest lead with this e-mail address, compared case-insensitively. */
export async function latestLeadByEmail(req: PayloadRequest, email: string): Promise<Lead | undefined> {
  const wanted = email.trim().toLowerCase()
  const { docs } = await req.payload.find({
    collection: 'leads',
    // `like` narrows the search (case-insensitive on both adapters); the exact match is checked here.
    where: { email: { like: wanted } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.find((lead) => lead.email.trim().toLowerCase() === wanted)
}
