import {
  APIError,
  Forbidden,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeLoginHook,
  type CollectionSlug,
} from 'payload'

import { deleteEach } from '../../lib/db/delete-each'
import { counted } from '../../shared/counted'
import { countReferences } from '../shared/refuse-delete-in-use'
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

/** Where the lead desk names a staff account, counted by the refusal below. */
export type StaffRecords = { leads: number; tasks: number; meetings: number; history: number }

/** The refusal for an account the lead desk still names, or null when nothing names it. */
export function namedOnRecordsMessage({ leads, tasks, meetings, history }: StaffRecords): string | null {
  const named = [
    leads && counted(leads, 'lead'),
    tasks && counted(tasks, 'follow-up task'),
    meetings && counted(meetings, 'meeting'),
    history && counted(history, 'lead history entry', 'lead history entries'),
  ].filter((part): part is string => Boolean(part))
  if (named.length === 0) return null
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`
  return `This account is named on ${list}. Deactivate it instead: it can no longer sign in, and the history keeps its name.`
}

/**
 * Staff leave by deactivation; deletion is for an account made by mistake. An account the lead desk
 * names stays: tasks and meetings require their owner (SQLite's foreign keys would fail the delete
 * with a database error, MongoDB would keep dangling ids), and leads and their history would lose
 * who did what. Block-outs and stale slot claims are the account's alone and go with it.
 */
export const refuseDeletingNamedStaff: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const count = (collection: CollectionSlug, field: string) => countReferences(req, collection, field, id)
  // One after another: a MongoDB transaction's session runs one operation at a time.
  const records: StaffRecords = {
    leads: await count('leads', 'advisor'),
    tasks: await count('lead-tasks', 'owner'),
    meetings: await count('meetings', 'advisor'),
    history: await count('lead-activity', 'by'),
  }
  const message = namedOnRecordsMessage(records)
  if (message) throw new APIError(message, 409, undefined, true)
  for (const collection of ['advisor-blockouts', 'slot-claims'] as const)
    await deleteEach(req, collection, { advisor: { equals: id } })
}
