import { APIError, AuthenticationError, logoutOperation } from 'payload'

import { defineEndpoint } from '../../contract/define-endpoint'
import { HttpError, json } from '../../contract/http'
import { toUser } from '../../contract/mappers'
import { consume, rewardHit } from '../../contract/rate-limit'
import { requestPasswordReset } from '../../collections/Users/password-reset'
import { forgotPasswordSchema, loginSchema, passwordResetSchema } from '../../shared/schemas'
import { INACTIVE } from '../../contract/session'
import type { LoginResponse } from '../../shared/contract-types'
import { loginResponse, successSchema, userResponse } from '../../shared/responses'

/**
 * Signs in through Payload's login operation with this request, so the users collection's hooks
 * apply the same throttles and timing as Payload's own /api/users/login.
 */
const login = defineEndpoint({
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in; failures are throttled per address and per account and address (429)',
  access: 'public',
  ok: [200, '{ access_token, user: ApiUser }'],
  response: loginResponse,
  errors: [400, 401, 403, 429],
  body: loginSchema,
  handler: async ({ req, body: { email, password } }) => {
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
  },
})

const me = defineEndpoint({
  method: 'get',
  path: '/auth/me',
  summary: 'The signed-in user',
  access: 'user',
  ok: [200, 'ApiUser'],
  response: userResponse,
  handler: async ({ req, user }) => {
    const doc = await req.payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true })
    return json(toUser(doc))
  },
})

/** Ends this session on the server: the token stops working at once, on every instance. */
const logout = defineEndpoint({
  method: 'post',
  path: '/auth/logout',
  summary: 'Sign out: ends this session on the server, so the token stops working',
  access: 'user',
  ok: [200, '{ success: true }'],
  response: successSchema,
  handler: async ({ req }) => {
    await logoutOperation({ collection: req.payload.collections.users, req })
    return json({ success: true })
  },
})

/**
 * Sets a password from the e-mailed token (access approval or "forgot password"), with the same
 * password rules as everywhere else. An expired or used token is a 400; failures count against
 * the address like failed sign-ins.
 */
const resetPassword = defineEndpoint({
  method: 'post',
  path: '/auth/reset-password',
  summary: 'Set a password from the e-mailed token',
  access: 'public',
  ok: [200, '{ success: true }'],
  response: successSchema,
  errors: [400, 429],
  body: passwordResetSchema,
  // The limit counts every attempt, a malformed one too.
  prepare: (req) => consume('login', req),
  handler: async ({ req, body: { token, password } }) => {
    try {
      await req.payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    } catch (error) {
      if (error instanceof APIError && error.status < 500)
        throw new HttpError(400, 'This link has expired or was already used. Ask an administrator for a new one.')
      throw error
    }
    await rewardHit('login', req)
    return json({ success: true })
  },
})

/**
 * "Forgot password?": always the same 200, whether or not the address has an account, so nobody
 * learns who is registered (see `requestPasswordReset`, which Payload's own route uses too); an
 * active account gets the link by e-mail.
 */
const forgotPassword = defineEndpoint({
  method: 'post',
  path: '/auth/forgot-password',
  summary: 'E-mail a reset link; always 200 whether or not the account exists; limited per address',
  access: 'public',
  ok: [200, '{ success: true }'],
  response: successSchema,
  errors: [400, 429],
  body: forgotPasswordSchema,
  handler: async ({ req, body: { email } }) => {
    await requestPasswordReset(req, email)
    return json({ success: true })
  },
})

export const authEndpoints = [login, me, logout, resetPassword, forgotPassword]
