import { APIError, AuthenticationError, LockedAuth } from 'payload'

import { endpoint, HttpError, json, readInput } from '../../contract/http'
import { toUser } from '../../contract/mappers'
import { assertWithinLimit, consume, recordHit } from '../../contract/rate-limit'
import { queuePasswordLink } from '../../lib/email/password-link'
import { forgotPasswordSchema, loginSchema, passwordResetSchema } from '../../shared/schemas'
import { INACTIVE, requireUser } from '../../contract/session'
import type { LoginResponse } from '../../shared/contract-types'

/** Payload's lock (5 failures → 10 minutes) as a 429 that says when to come back. */
async function lockedResponse(req: Parameters<typeof requireUser>[0], email: string): Promise<HttpError> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const until = docs[0]?.lockUntil ? new Date(docs[0].lockUntil).getTime() : Date.now() + 10 * 60 * 1000
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000))
  const minutes = Math.ceil(seconds / 60)
  return new HttpError(
    429,
    `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  )
}

export const loginEndpoint = endpoint('post', '/auth/login', async (req) => {
  assertWithinLimit('login', req)
  const { email, password } = await readInput(req, loginSchema)
  try {
    const result = await req.payload.login({ collection: 'users', data: { email, password }, depth: 1 })
    if (!result.token || !result.user) throw new HttpError(401, 'Invalid email or password.')
    const body: LoginResponse = { access_token: result.token, user: toUser(result.user) }
    return json(body)
  } catch (error) {
    if (error instanceof LockedAuth) {
      recordHit('login', req)
      throw await lockedResponse(req, email.toLowerCase())
    }
    if (error instanceof AuthenticationError) {
      recordHit('login', req)
      throw new HttpError(401, 'Invalid email or password.')
    }
    if (error instanceof APIError && error.status === 403) throw new HttpError(403, INACTIVE)
    throw error
  }
})

export const meEndpoint = endpoint('get', '/auth/me', async (req) => {
  const user = await requireUser(req)
  const doc = await req.payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true })
  return json(toUser(doc))
})

/**
 * Sets a password from the e-mailed token (access approval or "forgot password"), with the same
 * password rules as everywhere else. An expired or used token is a 400.
 */
export const resetPasswordEndpoint = endpoint('post', '/auth/reset-password', async (req) => {
  assertWithinLimit('login', req)
  const { token, password } = await readInput(req, passwordResetSchema)
  try {
    await req.payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) {
      recordHit('login', req)
      throw new HttpError(400, 'This link has expired or was already used. Ask an administrator for a new one.')
    }
    throw error
  }
  return json({ success: true })
})

/**
 * "Forgot password?": always the same 200, whether or not the address has an account, so nobody
 * learns who is registered. Limited per address; an active account gets the link by e-mail.
 */
export const forgotPasswordEndpoint = endpoint('post', '/auth/forgot-password', async (req) => {
  assertWithinLimit('login', req)
  const { email } = await readInput(req, forgotPasswordSchema)
  const address = email.toLowerCase()
  consume('forgot-password', req, Date.now(), address)
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const user = docs[0]
  if (user && user.is_active !== false) await queuePasswordLink(req, user, 'password-reset')
  return json({ success: true })
})

export const authEndpoints = [loginEndpoint, meEndpoint, resetPasswordEndpoint, forgotPasswordEndpoint]
