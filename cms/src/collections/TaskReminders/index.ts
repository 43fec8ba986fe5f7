import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { SYSTEM_COLLECTION } from '../../admin/system-group'

/**
 * One row per overdue-task reminder sent. The unique task is the claim: of two instances reminding
 * about one task at once, only one insert succeeds, so the owner gets exactly one e-mail on SQLite
 * and MongoDB alike (the same rule as meetings' unique advisor and start).
 */
export const TaskReminders: CollectionConfig = {
  slug: 'task-reminders',
  labels: { singular: 'Task reminder', plural: 'Task reminders' },
  admin: {
    useAsTitle: 'task',
    defaultColumns: ['task', 'createdAt'],
    ...SYSTEM_COLLECTION,
    description: 'The overdue reminders sent for follow-up tasks, one per task.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [{ name: 'task', type: 'relationship', relationTo: 'lead-tasks', required: true, unique: true }],
}
