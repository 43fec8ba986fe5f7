import type { PayloadRequest, Where } from 'payload'

import { defineEndpoint } from '../../contract/define-endpoint'
import { HttpError, idParam, json } from '../../contract/http'
import type { AdvisorBlockout, Meeting, User } from '../../shared/payload-types'
import { blockoutListResponse, blockoutResponse, meetingListResponse, successSchema } from '../../shared/responses'
import { isAdminUser } from '../../shared/roles'
import { blockoutSchema } from '../../shared/schemas'

const BLOCKOUT_NOT_FOUND = 'Block-out not found'

const person = (user: number | string | User) =>
  typeof user === 'object'
    ? { email: user.email, name: [user.first_name, user.last_name].filter(Boolean).join(' ') }
    : { email: '', name: '' }

const toMeeting = (m: Meeting) => ({
  id: m.id,
  start: m.start,
  end: m.end,
  lead_id: typeof m.lead === 'object' ? m.lead.id : m.lead,
  visitor_name: m.visitor_name,
  visitor_email: m.visitor_email,
  company: m.company ?? '',
  timezone: m.timezone ?? '',
  advisor: person(m.advisor),
})

const toBlockout = (b: AdvisorBlockout) => ({
  id: b.id,
  start: b.start,
  end: b.end,
  note: b.note ?? '',
  advisor: person(b.advisor),
})

/** Admins see everyone's; any other staff member only their own. */
const mine = (user: User): Where[] => (isAdminUser(user) ? [] : [{ advisor: { equals: user.id } }])

const upcoming = defineEndpoint({
  method: 'get',
  path: '/portal/meetings',
  summary: "Upcoming discovery calls, soonest first: all for admins, a staff member's own otherwise",
  access: 'user',
  ok: [200, '{ meetings: ApiMeeting[] }'],
  response: meetingListResponse,
  handler: async ({ req, user }) => {
    const { docs } = await req.payload.find({
      collection: 'meetings',
      where: { and: [{ end: { greater_than: new Date(Date.now()).toISOString() } }, ...mine(user)] },
      sort: 'start',
      limit: 50,
      depth: 1,
      overrideAccess: true,
      req,
    })
    return json({ meetings: docs.map(toMeeting) })
  },
})

const listBlockouts = defineEndpoint({
  method: 'get',
  path: '/portal/meetings/blockouts',
  summary: "Block-outs that have not ended: all for admins, a staff member's own otherwise",
  access: 'user',
  ok: [200, '{ blockouts }'],
  response: blockoutListResponse,
  handler: async ({ req, user }) => {
    const { docs } = await req.payload.find({
      collection: 'advisor-blockouts',
      where: { end: { greater_than: new Date().toISOString() } },
      sort: 'start',
      pagination: false,
      depth: 1,
      // The collection's rule decides whose block-outs this caller sees.
      overrideAccess: false,
      user,
      req,
    })
    return json({ blockouts: docs.map(toBlockout) })
  },
})

/** Block-out times are kept to whole minutes; an advisor is named only by an admin. */
async function createBlockout(req: PayloadRequest, user: User, body: ReturnType<typeof blockoutSchema.parse>) {
  const advisor = isAdminUser(user) && body.advisor !== undefined ? body.advisor : user.id
  return req.payload.create({
    collection: 'advisor-blockouts',
    data: { advisor: advisor as number, start: body.start, end: body.end, note: body.note },
    depth: 1,
    overrideAccess: false,
    user,
    req,
  })
}

const addBlockout = defineEndpoint({
  method: 'post',
  path: '/portal/meetings/blockouts',
  summary: 'Block out time (no calls are offered then); admins may name another advisor',
  access: 'user',
  ok: [201, 'ApiBlockout'],
  response: blockoutResponse,
  errors: [400],
  body: blockoutSchema,
  handler: async ({ req, user, body }) => {
    return json(toBlockout(await createBlockout(req, user, body)), 201)
  },
})

const removeBlockout = defineEndpoint({
  method: 'delete',
  path: '/portal/meetings/blockouts/:id',
  summary: 'Remove a block-out (your own, or anyone’s as an admin)',
  access: 'user',
  ok: [200, '{ success: true }'],
  response: successSchema,
  errors: [404],
  handler: async ({ req, user }) => {
    const id = idParam(req, BLOCKOUT_NOT_FOUND)
    const { docs } = await req.payload.delete({
      collection: 'advisor-blockouts',
      where: { id: { equals: id } },
      overrideAccess: false,
      user,
      req,
    })
    if (!docs.length) throw new HttpError(404, BLOCKOUT_NOT_FOUND)
    return json({ success: true as const })
  },
})

// Fixed paths before `:id`.
export const meetingEndpoints = [upcoming, listBlockouts, addBlockout, removeBlockout]
