import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  AuthenticationError,
  ValidationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'

import { HttpError } from '../../contract/http'
import { clientKey, consume, forgetHits, rewardHit, type LimitName } from '../../contract/rate-limit'
import { PASSWORD_MIN, PASSWORD_TOO_SHORT } from '../../shared/schemas'

const pbkdf2Async = promisify(pbkdf2)

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your password or e-mail.'
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.'
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait a few minutes and try again.'
/** Payload's current hash parameters (pbkdf2-sha256-v1), so a refusal of an unknown account costs the same. */
const HASH = { iterations: 600_000, keyLength: 32 } as const

/** A request from outside (it carries the client's address); the server's own Local API calls are not throttled. */
const fromClient = (req: PayloadRequest) => Boolean(req.headers?.get('x-client-ip'))

const normalEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')
const accountKey = (req: PayloadRequest, email: string) => `${email}|${clientKey(req)}`

/** Rate-limit refusals as a Payload error, so Payload REST answers 429 too; the contract adds Retry-After. */
async function limited(run: () => Promise<void>, detail: string): Promise<void> {
  try {
    await run()
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new APIError(detail, 429, { retryAfter: error.headers?.['Retry-After'] }, true)
    throw error
  }
}

async function accountExists(req: PayloadRequest, email: string): Promise<boolean> {
  const { totalDocs } = await req.payload.db.count({ collection: 'users', req, where: { email: { equals: email } } })
  return totalDocs > 0
}

/**
 * Every sign-in, by any route (contract, Payload REST, admin): counts the attempt against the
 * address and against account+address, so a stranger's failures lock out only the stranger, and
 * spends one password hash on an unknown account, so the answer takes as long as for a real one.
 * A successful sign-in gives its attempt back (afterLogin), so only failures add up.
 */
export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const email = normalEmail(args.data?.email)
    if (fromClient(req)) {
      const limits: Array<[LimitName, string]> = [
        ['login', clientKey(req)],
        ['login-account', accountKey(req, email)],
      ]
      for (const [name, key] of limits) await limited(() => consume(name, req, key), TOO_MANY_LOGINS)
    }
    if (email && typeof args.data?.password === 'string' && !(await accountExists(req, email)))
      await pbkdf2Async(args.data.password, randomBytes(16).toString('hex'), HASH.iterations, HASH.keyLength, 'sha256')
  }
  return args
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!fromClient(req)) return user
  await rewardHit('login', req)
  await forgetHits('login-account', req, accountKey(req, normalEmail(user.email)))
  return user
}

/** Marks a `payload.login` that only confirms a password (request context key). */
const PASSWORD_CHECK = 'passwordCheckOnly'

/** Thrown by `stopPasswordCheck` once Payload has accepted the password of a check. */
class PasswordConfirmed extends Error {}

/**
 * Ends a password check right after Payload accepted the password, before a token is signed or
 * the afterLogin hooks run. Payload's login undoes what it did up to here when a beforeLogin hook
 * throws: it revokes the session it added and rolls back its transaction. First in beforeLogin.
 */
export const stopPasswordCheck: CollectionBeforeLoginHook = ({ context }) => {
  if (context[PASSWORD_CHECK]) throw new PasswordConfirmed()
}

/**
 * "Current password" confirmation with Payload's own login, so its hashing is the one in force.
 * The check runs on a request of its own: no client address, so the sign-in throttles do not count
 * it, and no transaction of the caller's for Payload's clean-up to roll back. Nobody is signed in
 * and no session is left on the account (`stopPasswordCheck`). Lockout is off (maxLoginAttempts 0),
 * so a wrong password adds no attempt either.
 */
async function passwordMatches(req: PayloadRequest, email: string, password: string): Promise<boolean> {
  try {
    await req.payload.login({ collection: 'users', data: { email, password }, context: { [PASSWORD_CHECK]: true } })
  } catch (error) {
    if (error instanceof PasswordConfirmed) return true
    if (error instanceof AuthenticationError) return false
    throw error
  }
  throw new Error('A password check signed in: stopPasswordCheck must be the first beforeLogin hook of users.')
}

const invalid = (path: string, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ path, message }] })

type UpdateArgs = { id?: number | string; where?: Where }

/**
 * Whether an update reaches the caller's own account: by id, or for a bulk update (`PATCH
 * /api/users?where=…`) whether its query matches them, so a query cannot spell around the rule.
 */
async function updatesOwnAccount(req: PayloadRequest, { id, where }: UpdateArgs): Promise<boolean> {
  const self = req.user!.id
  if (id !== undefined) return String(id) === String(self)
  if (!where) return false
  // With the caller's access, so the query is checked as the update's own is (no hidden fields).
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [where, { id: { equals: self } }] },
    overrideAccess: false,
    req,
  })
  return totalDocs > 0
}

/**
 * One password policy on every path (admin, Payload REST, contract, reset links): at least 10
 * characters. A signed-in user changing their own password or e-mail must confirm the current
 * password (`currentPassword` in the same request), by id or in a bulk update that includes them;
 * admins changing someone else's account need not.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args.data ?? {}) as { password?: unknown; email?: unknown; currentPassword?: unknown }
  if (data.password !== undefined && (typeof data.password !== 'string' || data.password.length < PASSWORD_MIN))
    throw invalid('password', PASSWORD_TOO_SHORT)
  if (operation !== 'update' || !req.user || req.user.collection !== 'users') return args
  const changesEmail = typeof data.email === 'string' && normalEmail(data.email) !== normalEmail(req.user.email)
  if (data.password === undefined && !changesEmail) return args
  if (!(await updatesOwnAccount(req, args as UpdateArgs))) return args
  if (typeof data.currentPassword !== 'string' || !data.currentPassword)
    throw invalid('currentPassword', CURRENT_PASSWORD_REQUIRED)
  if (!(await passwordMatches(req, req.user.email, data.currentPassword)))
    throw invalid('currentPassword', CURRENT_PASSWORD_WRONG)
  const { currentPassword: _confirmed, ...rest } = data
  return { ...args, data: rest }
}
