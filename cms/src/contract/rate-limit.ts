import type { Payload, PayloadRequest } from 'payload'
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { settings, type SettingName } from '../config/env'
import { clientGroup } from '../lib/runtime/client-address'
import { HttpError } from './http'
import { dbInternals } from '../lib/db/internals'

/** `local`: counted in each instance's memory, not in the shared store. */
export type Limit = { max: number; windowMs: number; local?: boolean }

const TEN_MINUTES = 10 * 60 * 1000

/**
 * Per-client limits. `login` and `login-account` count failed sign-ins only (by address, and by
 * account and address, so a stranger's failures never lock a colleague out), so a busy office
 * signing in correctly never hits them. RATE_LIMIT_<NAME>_MAX overrides a maximum (for
 * end-to-end runs that submit many forms from one address).
 */
export const DEFAULT_LIMITS = {
  contact: { max: 5, windowMs: TEN_MINUTES },
  // Booking, moving and cancelling discovery calls.
  booking: { max: 10, windowMs: TEN_MINUTES },
  'access-request': { max: 5, windowMs: TEN_MINUTES },
  login: { max: 10, windowMs: TEN_MINUTES },
  'login-account': { max: 5, windowMs: TEN_MINUTES },
  'forgot-password': { max: 5, windowMs: TEN_MINUTES },
  // Counted per e-mail address, whoever asks, so nobody can flood one person's inbox with reset links.
  'forgot-password-account': { max: 3, windowMs: TEN_MINUTES },
  // The site's page-view beacon: far more than a reader opens, few enough that one client cannot skew
  // the figures. Counted in this instance's memory, as the views themselves are, so a view never
  // costs a database write.
  'page-view': { max: 120, windowMs: 60 * 1000, local: true },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof DEFAULT_LIMITS

export const envName = (name: LimitName): string => `RATE_LIMIT_${name.replaceAll('-', '_').toUpperCase()}_MAX`

const envMax = (name: LimitName): number | undefined => settings()[envName(name) as SettingName] as number | undefined

const overrides = new Map<LimitName, Limit>()

export const getLimit = (name: LimitName): Limit => {
  const limit: Limit = { ...DEFAULT_LIMITS[name], ...overrides.get(name) }
  return { ...limit, max: overrides.has(name) ? limit.max : (envMax(name) ?? limit.max) }
}

/**
 * One limiter per name and database. The counts live in the database (MongoDB or the SQLite file),
 * so every instance shares them and a restart forgets none; without a database (unit tests) they
 * live in memory.
 */
const limiters = new Map<string, { payload?: Payload; limiter: RateLimiterAbstract }>()

async function limiterFor(name: LimitName, payload: Payload | undefined): Promise<RateLimiterAbstract> {
  const { max, windowMs, local } = getLimit(name)
  if (local) payload = undefined
  const id = `${name}:${max}:${windowMs}`
  const known = limiters.get(id)
  if (known && known.payload === payload) return known.limiter
  const options = { keyPrefix: name, points: max, duration: Math.max(1, Math.ceil(windowMs / 1000)) }
  const store = payload ? await dbInternals(payload).rateLimitStore() : undefined
  const limiter =
    store?.kind === 'mongodb'
      ? new RateLimiterMongo({
          ...options,
          storeClient: store.client,
          tableName: 'rate_limits',
          // The store made its indexes (lib/db/mongo-internals.ts).
          disableIndexesCreation: true,
        })
      : store?.kind === 'sqlite'
        ? new RateLimiterDrizzle({ ...options, storeClient: store.client, schema: store.table })
        : new RateLimiterMemory(options)
  limiters.set(id, { payload, limiter })
  return limiter
}

/** For tests: change a limit (or restore the defaults with `undefined`) and forget every hit. */
export async function setRateLimit(name: LimitName, limit: Limit | undefined, payload?: Payload): Promise<void> {
  if (limit) overrides.set(name, limit)
  else overrides.delete(name)
  await resetRateLimits(payload)
}

/** Forgets every count (tests). */
export async function resetRateLimits(payload?: Payload): Promise<void> {
  for (const [id, entry] of limiters) if (!entry.payload) limiters.delete(id)
  if (payload) await (await dbInternals(payload).rateLimitStore()).clear()
}

/**
 * The client's address as the server saw it (set by the HTTP layer from TRUST_PROXY; clients cannot
 * forge it), an IPv6 client by its /64.
 */
export const clientKey = (req: Pick<PayloadRequest, 'headers'>): string =>
  clientGroup(req.headers.get('x-client-ip') || 'unknown')

const tooMany = (ms: number, detail = 'Too many requests. Please wait a few minutes and try again.') =>
  new HttpError(429, detail, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) })

type Req = Pick<PayloadRequest, 'headers'> & { payload?: Payload }

/** Throws 429 with Retry-After when `key` (the client's address by default) has used up `name`'s allowance. */
export async function assertWithinLimit(name: LimitName, req: Req, key = clientKey(req), detail?: string) {
  const res = await (await limiterFor(name, req.payload)).get(key)
  if (res && res.consumedPoints >= getLimit(name).max) throw tooMany(res.msBeforeNext, detail)
}

/** Counts one use of `name` by `key`, without refusing. */
export async function recordHit(name: LimitName, req: Req, key = clientKey(req)): Promise<void> {
  try {
    await (await limiterFor(name, req.payload)).consume(key)
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
  }
}

/** Forgets `key`'s uses of `name` (a successful sign-in clears its account's failures). */
export async function forgetHits(name: LimitName, req: Req, key = clientKey(req)): Promise<void> {
  await (await limiterFor(name, req.payload)).delete(key)
}

/** Checks and counts in one step, for endpoints where every request counts. */
export async function consume(name: LimitName, req: Req, key = clientKey(req), detail?: string): Promise<void> {
  try {
    await (await limiterFor(name, req.payload)).consume(key)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext, detail)
    throw error
  }
}

/** Gives back one use of `name` by `key` (a successful sign-in does not count as a failure). */
export async function rewardHit(name: LimitName, req: Req, key = clientKey(req)): Promise<void> {
  await (await limiterFor(name, req.payload)).reward(key)
}
