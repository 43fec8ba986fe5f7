import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { replyDueAt } from '../lib/office-hours'

/**
 * Hand-written data migration (issue 11): the advisor was an e-mail in `assigned_to`; it becomes a
 * relationship to the user with that e-mail. Existing leads also get their reply-due time; those
 * already past it count as reminded, so the first run of the overdue job does not flood the inbox.
 * Adapter-level writes, so no hook sends an e-mail or writes history for old data.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { docs: leads } = await payload.find({
    collection: 'leads',
    pagination: false,
    depth: 0,
    // Only the columns this migration knows: later ones do not exist yet when it runs.
    select: {
      assigned_to: true,
      advisor: true,
      due_at: true,
      status: true,
      first_contacted_at: true,
      createdAt: true,
      updatedAt: true,
    },
    overrideAccess: true,
    req,
  })
  const { docs: users } = await payload.find({
    collection: 'users',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]))
  const now = Date.now()
  for (const lead of leads) {
    const data: Record<string, unknown> = {}
    const email = lead.assigned_to?.trim().toLowerCase()
    if (email && !lead.advisor && byEmail.has(email)) data.advisor = byEmail.get(email)
    if (!lead.due_at) {
      const due = replyDueAt(new Date(lead.createdAt))
      data.due_at = due.toISOString()
      if (due.getTime() < now) data.overdue_notified_at = new Date(now).toISOString()
    }
    if (lead.status !== 'new' && !lead.first_contacted_at) data.first_contacted_at = lead.updatedAt
    if (Object.keys(data).length) await payload.db.updateOne({ collection: 'leads', id: lead.id, data, req })
  }
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  const { docs: leads } = await payload.find({
    collection: 'leads',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  for (const lead of leads) {
    const advisor = lead.advisor && typeof lead.advisor === 'object' ? lead.advisor.email : ''
    await payload.db.updateOne({ collection: 'leads', id: lead.id, data: { assigned_to: advisor }, req })
  }
}
