import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { settings } from '../config/env'
import { createLimiter, limitsFromEnv, type Limiter } from './overload'

const COOKIE = /(?:^|;\s*)payload-token=([^;]+)/

/** The session token a request carries: `Authorization: Bearer <token>` (or `JWT <token>`), else Payload's cookie. */
export function sessionToken(headers: IncomingMessage['headers']): string | null {
  const authorization = headers.authorization?.match(/^(?:Bearer|JWT) (\S+)$/)
  if (authorization) return authorization[1]
  const cookie = headers.cookie?.match(COOKIE)
  return cookie ? decodeURIComponent(cookie[1]) : null
}

const STAFF_ROLES = new Set(['admin', 'super_admin'])

const base64url = (text: string) => Buffer.from(text, 'base64url')

/**
 * Whether `token` is a session token this site signed (Payload's HS256 JWT, keyed with
 * `payload.secret`) for an active admin or super admin, that has not expired. The signature is all a visitor cannot forge; the session
 * itself is not looked up (a database read): Payload still authenticates the request. This only
 * decides which lane it waits in.
 */
export function isSignedSession(token: string, secret: string, nowSeconds = Date.now() / 1000): boolean {
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [header, claims, signature] = parts
  try {
    if ((JSON.parse(base64url(header).toString()) as { alg?: string }).alg !== 'HS256') return false
    const expected = createHmac('sha256', secret).update(`${header}.${claims}`).digest()
    const given = base64url(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
    const { exp, role, is_active } = JSON.parse(base64url(claims).toString()) as Record<string, unknown>
    // Editors only: a portal `user` (anyone whose access request was approved) waits with the visitors.
    return typeof exp === 'number' && exp > nowSeconds && is_active === true && STAFF_ROLES.has(role as string)
  } catch {
    return false
  }
}

/**
 * Staff work (the admin, the portal, the contract's staff calls, signed-in page renders) waits in a
 * lane of its own, so a flood of anonymous misses can fill the shared slots and queue without
 * shedding an editor's publish. `STAFF_CONCURRENCY` slots (default 2) beside RENDER_CONCURRENCY;
 * the queue and wait bounds are the shared ones.
 */
export function createStaffLane(secret: string, concurrency = settings().STAFF_CONCURRENCY) {
  const shared = limitsFromEnv()
  const limiter: Limiter = createLimiter({ ...shared, concurrency, queue: Math.max(shared.queue, 16) })
  return {
    limiter,
    /** The staff limiter for a request with a valid session token, else null. */
    laneOf(req: IncomingMessage): Limiter | null {
      const token = sessionToken(req.headers)
      return token && isSignedSession(token, secret) ? limiter : null
    },
  }
}
