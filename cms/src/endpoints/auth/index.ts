import { APIError, AuthenticationError, logoutOperation } from 'payload'

import { endpoint, HttpError, json, readInput } from '../../contract/http'
import { toUser } from '../../contract/mappers'
import { consume, rewardHit } from '../../contract/rate-limit'
import { queuePasswordLink } from '../../lib/email/password-link'
import { RESET_COUNTED, TOO_MANY_RESETS } from '../../collections/Users/auth-guards'
import { forgotPasswordSchema, loginSchema, passwordResetSchema } from '../../shared/schemas'
import { INACTIVE, requireUser } from '../../contract/session'
import type { LoginResponse } from '../../shared/contract-types'

/**
 * Signs in through Payload's login operation with this request, so the users collection's hooks
 * apply the same throttles and timing as Payload's own /api/users/login.
 */
export const loginEndpoint = endpoint('post', '/auth/login', async (req) => {
  const { email, password } = await readInput(req, loginSchema)
  try {
    const result = await req.payload.login({ collection: 'users', data: { email, password }, depth: 1, req })
    if (!result.token || !result.user) throw new HttpError(401, 'Invalid email or password.')
    const body: LoginResponse = { access_token: result.token, user: toUser(result.user) }
    return json(body)
  } catch (error) {
    if (error instanceof AuthenticationError) throw new HttpError(401, 'Invalid email or password.')
    if (error instanceof APIError && error.status === 403) throw new HttpError(403, INACTIVE)
    throw error
  }
})

export const meEndpoint = endpoint('get', '/auth/me', async (req) => {
  const user = await requireUser(req)
  const doc = await req.payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true })
  return json(toUser(doc))
})

/** Ends this session on the server: the token stops working at once, on every instance. */
export const logoutEndpoint = endpoint('post', '/auth/logout', async (req) => {
  await requireUser(req)
  await logoutOperation({ collection: req.payload.collections.users, req })
  return json({ success: true })
})

/**
 * Sets a password from the e-mailed token (access approval or "forgot password"), with the same
 * password rules as everywhere else. An expired or used token is a 400; failures count against
 * the address like failed sign-ins.
 */
export const resetPasswordEndpoint = endpoint('post', '/auth/reset-password', async (req) => {
  await consume('login', req)
  const { token, password } = await readInput(req, passwordResetSchema)
  try {
    await req.payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
  } catch (error) {
    if (error instanceof APIError && error.status < 500)
      throw new HttpError(400, 'This link has expired or was already used. Ask an administrator for a new one.')
    throw error
  }
  await rewardHit('login', req)
  return json({ success: true })
})

/**
 * "Forgot password?": always the same 200, whether or not the address has an account, so nobody
 * learns who is registered. Limited per client and per address (the limits of Payload's own
 * forgot-password route); an active account gets the link by e-mail.
 */
export const forgotPasswordEndpoint = endpoint('post', '/auth/forgot-password', async (req) => {
  const { email } = await readInput(req, forgotPasswordSchema)
  const address = email.trim().toLowerCase()
  await consume('forgot-password', req, undefined, TOO_MANY_RESETS)
  await consume('forgot-password-account', req, address, TOO_MANY_RESETS)
  req.context[RESET_COUNTED] = true
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

export const authEndpoints = [loginEndpoint, meEndpoint, logoutEndpoint, resetPasswordEndpoint, forgotPasswordEndpoint]
