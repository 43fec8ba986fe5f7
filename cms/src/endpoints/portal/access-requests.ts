import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { defineEndpoint } from '../../contract/define-endpoint'
import { findOr404, userByEmail } from '../../contract/lookups'
import { HttpError, idParam, json } from '../../contract/http'
import { toAccessRequest } from '../../contract/mappers'
import { consume } from '../../contract/rate-limit'
import { accessRequestSchema } from '../../shared/schemas'
import { inTransaction } from '../../lib/db/transaction'
import type { AccessRequest } from '../../shared/payload-types'
import { isFilled } from '../forms'
import { queuePasswordLink } from '../../lib/runtime/email/password-link'
import { accessRequestListResponse, accessRequestResponse, successSchema } from '../../shared/responses'

const NOT_FOUND = 'Access request not found'
export const ACCOUNT_EXISTS =
  'This e-mail already has an account, so approving would give nothing: reject the request. The account holder can use "Forgot password?" to sign in.'

const listAccessRequests = defineEndpoint({
  method: 'get',
  path: '/portal/access-requests',
  summary: 'Access requests, newest first',
  access: 'admin',
  ok: [200, '{ requests: ApiAccessRequest[] }'],
  response: accessRequestListResponse,
  handler: async ({ req }) => {
    const { docs } = await req.payload.find({
      collection: 'access-requests',
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return json({ requests: docs.map(toAccessRequest) })
  },
})

/**
 * Public, from the login page. Every valid request is stored as pending, whether or not the e-mail
 * already has an account, so the answer never reveals who is registered.
 */
const createAccessRequest = defineEndpoint({
  method: 'post',
  path: '/portal/access-requests',
  summary: 'Ask for portal access; rate-limited, honeypot field "website"',
  access: 'public',
  ok: [201, '{ success: true }'],
  response: successSchema,
  errors: [400, 429],
  body: accessRequestSchema,
  // The limit counts every attempt, a malformed one too.
  prepare: (req) => consume('access-request', req),
  handler: async ({ req, body: { website, ...body } }) => {
    if (isFilled(website)) return json({ success: true }, 201)
    await req.payload.create({
      collection: 'access-requests',
      data: { ...body, email: body.email.toLowerCase(), status: 'pending' },
      overrideAccess: true,
      req,
    })
    return json({ success: true }, 201)
  },
})

async function pendingRequest(req: PayloadRequest): Promise<AccessRequest> {
  const id = idParam(req, NOT_FOUND)
  const request = await findOr404(req, 'access-requests', id, NOT_FOUND)
  if (request.status !== 'pending') throw new HttpError(409, `This request has already been ${request.status}.`)
  return request
}

/**
 * Approving gives the person an active `user` account with an unusable random password, and e-mails
 * them a link to choose their own (through the outbox, never the log). A request for an e-mail that
 * already has an account (anyone can ask in a super admin's name) is a 409: no password link goes to
 * that account, whose owner never asked for one, and the list never says "approved" for nothing.
 */
const approveAccessRequest = defineEndpoint({
  method: 'put',
  path: '/portal/access-requests/:id/approve',
  summary: 'Approve: creates an active user and e-mails a password link (409 when the e-mail has an account)',
  access: 'admin',
  ok: [200, 'ApiAccessRequest'],
  response: accessRequestResponse,
  errors: [404, 409],
  handler: async ({ req }) => {
    // One transaction: the account, its reset token, the queued e-mail and the request's status are
    // saved together or not at all; the outbox job sends the e-mail once it is committed.
    const doc = await inTransaction(req, () => approve(req))
    return json(toAccessRequest(doc))
  },
})

async function approve(req: PayloadRequest): Promise<AccessRequest> {
  const request = await pendingRequest(req)
  // Claims the request before looking for the account: a second approval at the same moment conflicts
  // on this write and is retried into "already approved", never refused because of the account the
  // first one is making (visible to it on a database without isolation, as FerretDB in the tests).
  await req.payload.update({
    collection: 'access-requests',
    id: request.id,
    data: { status: 'pending' },
    overrideAccess: true,
    req,
  })
  const email = request.email.toLowerCase()
  if (await userByEmail(req, email)) throw new HttpError(409, ACCOUNT_EXISTS)
  const user = await req.payload.create({
    collection: 'users',
    data: {
      email,
      password: randomBytes(24).toString('base64url'),
      first_name: request.first_name,
      last_name: request.last_name,
      role: 'user',
      is_active: true,
    },
    overrideAccess: true,
    req,
  })
  await queuePasswordLink(req, user, 'access-approved')
  const doc = await req.payload.update({
    collection: 'access-requests',
    id: request.id,
    data: { status: 'approved' },
    overrideAccess: true,
    req,
  })
  return doc
}

const rejectAccessRequest = defineEndpoint({
  method: 'put',
  path: '/portal/access-requests/:id/reject',
  summary: 'Reject a pending request',
  access: 'admin',
  ok: [200, 'ApiAccessRequest'],
  response: accessRequestResponse,
  errors: [404, 409],
  handler: async ({ req }) => {
    const request = await pendingRequest(req)
    const doc = await req.payload.update({
      collection: 'access-requests',
      id: request.id,
      data: { status: 'rejected' },
      overrideAccess: true,
      req,
    })
    return json(toAccessRequest(doc))
  },
})

export const accessRequestEndpoints = [
  listAccessRequests,
  createAccessRequest,
  approveAccessRequest,
  rejectAccessRequest,
]
