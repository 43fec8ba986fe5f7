import type { Access, CollectionBeforeDeleteHook, CollectionConfig, Validate } from 'payload'

import { isAdmin, isAdminField } from '../../access'
import { deleteEach } from '../../lib/db/delete-each'
import { isActive, isAdminUser } from '../../shared/roles'
import { relatedUser } from '../shared/relations'

export const NOT_STAFF = 'The owner must be an active staff member'

/** Admins see and edit every task; a staff member the tasks they own. */
const ownOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isActive(req.user) && req.user?.id !== undefined) return { owner: { equals: req.user.id } }
  return false
}

/** Whoever owns a task gets its reminder, so it must be someone who can still sign in. */
const validateOwner: Validate = async (value, { req }) => {
  const user = await relatedUser(req, value)
  return user && isActive(user) ? true : NOT_STAFF
}

/** A task's reminder claim goes with it (it requires its task: SQLite would refuse the delete, MongoDB keep a dangling id). */
const deleteReminder: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteEach(req, 'task-reminders', { task: { equals: id } })
}

const when = { date: { pickerAppearance: 'dayAndTime' } } as const
/**
 * What a task is about and whose it is are an admin's choice: an owner who could point their task at
 * another lead would read that lead's company and contact on My tasks, so only done_at is theirs.
 */
const adminSets = { update: isAdminField } as const

/** Follow-ups on a lead ("call back on Thursday"): each has a due time and an owner, who is reminded once when it is overdue. */
export const LeadTasks: CollectionConfig = {
  slug: 'lead-tasks',
  labels: { singular: 'Follow-up task', plural: 'Follow-up tasks' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'due_at', 'owner', 'lead', 'done_at'],
    group: 'Enquiries',
    description: 'Follow-ups on leads. The owner gets one e-mail when a task is overdue.',
  },
  defaultSort: 'due_at',
  // Created from a lead (admins, like every lead edit); owners tick off their own (done_at, nothing else).
  access: { read: ownOrAdmin, create: isAdmin, update: ownOrAdmin, delete: isAdmin },
  hooks: { beforeDelete: [deleteReminder] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true, access: adminSets },
    { name: 'title', type: 'text', label: 'What to do', required: true, maxLength: 200, access: adminSets },
    { name: 'due_at', type: 'date', label: 'Due', required: true, index: true, admin: when, access: adminSets },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      validate: validateOwner,
      access: adminSets,
    },
    { name: 'done_at', type: 'date', label: 'Done', admin: { ...when, description: 'Empty while the task is open' } },
    {
      name: 'overdue_notified_at',
      type: 'date',
      label: 'Overdue reminder sent',
      admin: { ...when, readOnly: true, position: 'sidebar' },
      access: adminSets,
    },
  ],
}
