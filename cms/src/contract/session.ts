import { jwtVerify } from 'jose'
import type { PayloadRequest } from 'payload'

import { isActive, isAdminUser, isSuperAdminUser } from '../shared/roles'
import type { User } from '../shared/payload-types'
import { HttpError } from './http'

export const INACTIVE = 'This account is inactive. Ask an administrator to reactivate it.'

/**
 * Deactivation ends an account's sessions, so Payload no longer resolves its token to a user.
 * A token that is still genuine and names an inactive account is told so (403), not "sign in" (401).
 */
async function tokenOfInactiveAccount(req: PayloadRequest): Promise<boolean> {
  const token = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!token) return false
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(req.payload.secret))
    if (claims.collection !== 'users' || (typeof claims.id !== 'number' && typeof claims.id !== 'string')) return false
    const user = await req.payload.findByID({
      collection: 'users',
      id: claims.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    return Boolean(user && user.is_active === false)
  } catch {
    return false
  }
}

/** The signed-in, active portal user; 401 without a valid token, 403 for an inactive account. */
export async function requireUser(req: PayloadRequest): Promise<User> {
  const user = req.user
  if (!user || user.collection !== 'users') {
    if (await tokenOfInactiveAccount(req)) throw new HttpError(403, INACTIVE)
    throw new HttpError(401, 'Please sign in to continue.')
  }
  if (!isActive(user)) throw new HttpError(403, INACTIVE)
  return user as User
}

/** An active admin or super_admin, else 401/403. */
export async function requireAdmin(req: PayloadRequest): Promise<User> {
  const user = await requireUser(req)
  if (!isAdminUser(user)) throw new HttpError(403, 'This needs an admin account.')
  return user
}

export const isSuperAdmin = (user: User): boolean => isSuperAdminUser(user)
