import type { Access, AccessResult, FieldAccess, Where } from 'payload'

import { isActive, isAdminUser, isSuperAdminUser } from '../shared/roles'

export const anyone: Access = () => true
export const nobody: Access = () => false

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Admins see every document; everybody else only those matching `publicWhere`. */
const adminOr =
  (publicWhere: Where): Access =>
  ({ req }) =>
    isAdminUser(req.user) ? true : publicWhere

/** Payload's own draft state: a document with versions is public only once published. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

export const publishedOrAdmin = adminOr(PUBLISHED)
/** Globals too: `?draft=true` from anyone but an admin still gets the published version. */
export const publishedGlobalOrAdmin = adminOr(PUBLISHED)
export const publishedFaqOrAdmin = adminOr({ is_published: { equals: true } })
export const activePageOrAdmin = adminOr({ and: [{ is_active: { equals: true } }, PUBLISHED] })

/** Users: admins read everyone, an active user reads only themselves, anonymous nobody. */
export const adminOrSelf: Access = ({ req }): AccessResult => {
  if (isAdminUser(req.user)) return true
  if (isActive(req.user) && req.user?.id !== undefined) return { id: { equals: req.user.id } }
  return false
}

/**
 * Updating users: a super_admin changes anyone; an admin anyone but super_admins (and themselves);
 * an active user only themselves (role and status fields are locked separately).
 */
export const canUpdateUser: Access = ({ req }): AccessResult => {
  const user = req.user
  if (isSuperAdminUser(user)) return true
  if (isAdminUser(user)) {
    const notSuper: Where = { role: { not_equals: 'super_admin' } }
    const self: Where = { id: { equals: user!.id } }
    return { or: [notSuper, self] }
  }
  if (isActive(user)) return { id: { equals: user!.id } }
  return false
}

/** Deleting users: never yourself; super_admin accounts only by a super_admin. */
export const canDeleteUser: Access = ({ req }): AccessResult => {
  const user = req.user
  if (!isAdminUser(user)) return false
  const notSelf: Where = { id: { not_equals: user!.id } }
  if (isSuperAdminUser(user)) return notSelf
  return { and: [notSelf, { role: { not_equals: 'super_admin' } }] }
}
