import type { TaskConfig } from 'payload'

import { leadVars, salesInbox } from '../collections/Leads/hooks'
import { queueEmail } from '../lib/runtime/email/queue'
import type { User } from '../shared/payload-types'

/**
 * Every five minutes: each lead still `new` after its reply was due gets one reminder, to its
 * advisor or (unassigned) to the sales inbox. `overdue_notified_at` makes it once only.
 */
export const chaseOverdueLeadsTask: TaskConfig<{ input: object; output: { reminded: number } }> = {
  slug: 'chase-overdue-leads',
  label: 'Remind about overdue leads',
  schedule: [{ cron: '*/5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { payload } = req
    const { docs } = await payload.find({
      collection: 'leads',
      where: {
        and: [
          { status: { equals: 'new' } },
          { due_at: { less_than: new Date().toISOString() } },
          { overdue_notified_at: { exists: false } },
        ],
      },
      depth: 1,
      limit: 100,
      overrideAccess: true,
      req,
    })
    for (const lead of docs) {
      const advisor = lead.advisor && typeof lead.advisor === 'object' ? (lead.advisor as User) : null
      const to = advisor?.email ?? (await salesInbox(req))
      if (to)
        await queueEmail(req, {
          template: 'lead-overdue',
          to,
          vars: leadVars(req, lead),
          related: { relationTo: 'leads', value: lead.id },
        })
      await payload.update({
        collection: 'leads',
        id: lead.id,
        data: { overdue_notified_at: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
    }
    return { output: { reminded: docs.length } }
  },
}
