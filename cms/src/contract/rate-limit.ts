import type { PayloadRequest } from 'payload'

import { HttpError } from './http'

export type Limit = { max: number; windowMs: number }

const TEN_MINUTES = 10 * 60 * 1000

/**
 * Per-client limits of the public write endpoints. `login` counts failed sign-ins only, so a busy
 * office signing in correctly never hits it. RATE_LIMIT_<NAME>_MAX overrides a maximum (for
 * end-to-end runs that submit many forms from one address).
 */
export const DEFAULT_LIMITS = {
  contact: { max: 5, windowMs: TEN_MINUTES },
  'access-request': { max: 5, windowMs: TEN_MINUTES },
  login: { max: 10, windowMs: TEN_MINUTES },
  // Counted per e-mail address, so nobody can flood one person's inbox with reset links.
  'forgot-password': { max: 3, windowMs: TEN_MINUTES },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof DEFAULT_LIMITS

const envMax = (name: LimitName): number | undefined => {
  const raw = process.env[`RATE_LIMIT_${name.replace('-', '_').toUpperCase()}_MAX`]
  const value = raw ? Number(raw) : NaN
  return Number.isInteger(value) && value > 0 ? value : undefined
}

const limits = new Map<LimitName, Limit>()
const hits = new Map<string, number[]>()

export const getLimit = (name: LimitName): Limit => {
  const limit = limits.get(name) ?? DEFAULT_LIMITS[name]
  return { ...limit, max: limits.has(name) ? limit.max : (envMax(name) ?? limit.max) }
}

/** For tests: change a limit (or restore the defaults with `undefined`) and forget every hit. */
export function setRateLimit(name: LimitName, limit: Limit | undefined): void {
  if (limit) limits.set(name, limit)
  else limits.delete(name)
  resetRateLimits()
}

export const resetRateLimits = (): void => hits.clear()

/** The client's address as the server saw it (set by the HTTP adapter; clients cannot forge it). */
export const clientKey = (req: PayloadRequest): string => req.headers.get('x-client-ip') || 'unknown'

function recent(key: string, windowMs: number, now: number): number[] {
  const stamps = (hits.get(key) ?? []).filter((t) => now - t < windowMs)
  if (stamps.length) hits.set(key, stamps)
  else hits.delete(key)
  return stamps
}

/** Throws 429 with Retry-After when the client (or `key`, e.g. an e-mail address) has used up `name`'s allowance. */
export function assertWithinLimit(name: LimitName, req: PayloadRequest, now = Date.now(), key = clientKey(req)): void {
  const { max, windowMs } = getLimit(name)
  const stamps = recent(`${name}:${key}`, windowMs, now)
  if (stamps.length >= max) {
    const retryAfter = Math.max(1, Math.ceil((stamps[0] + windowMs - now) / 1000))
    throw new HttpError(429, 'Too many requests. Please wait a few minutes and try again.', undefined, {
      'Retry-After': String(retryAfter),
    })
  }
}

/** Counts one use of `name` by this client (or `key`). */
export function recordHit(name: LimitName, req: PayloadRequest, now = Date.now(), key = clientKey(req)): void {
  const entry = `${name}:${key}`
  const stamps = recent(entry, getLimit(name).windowMs, now)
  hits.set(entry, [...stamps, now])
  if (hits.size > 10_000) sweep(now)
}

/** Checks and counts in one step, for endpoints where every request counts. */
export function consume(name: LimitName, req: PayloadRequest, now = Date.now(), key = clientKey(req)): void {
  assertWithinLimit(name, req, now, key)
  recordHit(name, req, now, key)
}

/** Keeps memory bounded when many different clients pass by. */
function sweep(now: number): void {
  for (const key of [...hits.keys()]) {
    const name = key.slice(0, key.indexOf(':')) as LimitName
    recent(key, getLimit(name).windowMs, now)
  }
}
