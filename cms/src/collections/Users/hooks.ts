import { APIError, Forbidden, type CollectionBeforeChangeHook, type CollectionBeforeLoginHook } from 'payload'

import { isSuperAdminUser } from '../../shared/roles'
import type { User } from '../../shared/payload-types'

export const refuseInactiveLogin: CollectionBeforeLoginHook<User> = ({ user }) => {
  if (user.is_active === false) throw new APIError('This account is inactive.', 403, undefined, true)
  return user
}

/**
 * The create-first-user screen (no users yet) always makes a super_admin. Asks for one user, not a
 * count: a count without a filter is MongoDB's `count` command, which a transaction refuses.
 */
export const makeFirstUserSuperAdmin: CollectionBeforeChangeHook<User> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { docs } = await req.payload.find({
    collection: 'users',
    limit: 1,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return { ...data, role: 'super_admin', is_active: true }
  return data
}

/**
 * Only a super_admin grants the super_admin role or changes a super_admin account,
 * and nobody demotes or deactivates themselves.
 */
export const guardRoleChanges: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation, req }) => {
  const actor = req.user
  if (!actor) return data // Local API calls without a user (seed, system tasks)
  const grantsSuper = data.role === 'super_admin' && originalDoc?.role !== 'super_admin'
  const touchesSuper = operation === 'update' && originalDoc?.role === 'super_admin'
  if ((grantsSuper || touchesSuper) && !isSuperAdminUser(actor)) throw new Forbidden(req.t)
  if (operation === 'update' && originalDoc?.id === actor.id) {
    if (data.is_active === false) throw new APIError('You cannot deactivate your own account.', 400, undefined, true)
    if (data.role && data.role !== originalDoc.role) {
      throw new APIError('You cannot change your own role.', 400, undefined, true)
    }
  }
  return data
}

/** Deactivating an account ends its sessions, so tokens issued before stop working at once. */
export const endSessionsOnDeactivation: CollectionBeforeChangeHook<User> = ({ data, originalDoc }) => {
  if (data.is_active === false && originalDoc?.is_active !== false) return { ...data, sessions: [] }
  return data
}

/**
 * A new password or e-mail address ends any reset link still out: a link sent before the change
 * (perhaps to the old address, or read by whoever made the change necessary) no longer works.
 */
export const endResetTokensOnCredentialChange: CollectionBeforeChangeHook<User> = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update') return data
  const newPassword = typeof (data as { password?: unknown }).password === 'string'
  const newEmail =
    typeof data.email === 'string' && data.email.trim().toLowerCase() !== originalDoc?.email?.trim().toLowerCase()
  if (!newPassword && !newEmail) return data
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: null }
}
