import { createLocalReq, type Payload, type TaskConfig } from 'payload'

import { formatLondon, leadVars } from '../collections/Leads/hooks'
import { needsReminder, reminderCandidates } from '../collections/LeadTasks/overdue'
import { queueEmail } from '../lib/runtime/email/queue'
import { inTransaction } from '../lib/db/transaction'
import type { Lead, User } from '../shared/payload-types'

const reminderExists = async (payload: Payload, task: number | string) =>
  (
    await payload.find({
      collection: 'task-reminders',
      where: { task: { equals: task } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.length > 0

/**
 * Every five minutes: each follow-up task past its due time and not done sends one e-mail to its
 * owner. `task-reminders` (unique per task) is the claim, so two instances never both send it.
 */
export const chaseOverdueTasksTask: TaskConfig<{ input: object; output: { reminded: number } }> = {
  slug: 'chase-overdue-tasks',
  label: 'Remind owners of overdue follow-up tasks',
  schedule: [{ cron: '*/5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { payload } = req
    const now = Date.now()
    const { docs } = await payload.find({
      collection: 'lead-tasks',
      where: reminderCandidates(now),
      depth: 1,
      limit: 100,
      overrideAccess: true,
      req,
    })
    let reminded = 0
    for (const task of needsReminder(docs, now)) {
      const owner = task.owner as User
      const lead = task.lead as Lead
      // Each reminder in a transaction of its own: the claim, the e-mail and the stamp together.
      const own = await createLocalReq({}, payload)
      try {
        await inTransaction(own, async () => {
          await payload.create({
            collection: 'task-reminders',
            data: { task: task.id },
            overrideAccess: true,
            req: own,
          })
          await queueEmail(own, {
            template: 'task-overdue',
            to: owner.email,
            vars: {
              ...leadVars(own, lead),
              owner_name: owner.first_name || owner.email,
              task: task.title,
              due_at: formatLondon(task.due_at),
            },
            related: { relationTo: 'leads', value: lead.id },
          })
          await payload.update({
            collection: 'lead-tasks',
            id: task.id,
            data: { overdue_notified_at: new Date().toISOString() },
            overrideAccess: true,
            req: own,
          })
        })
        reminded += 1
      } catch (error) {
        // The unique task refused the claim: another instance sent this reminder.
        if (await reminderExists(payload, task.id)) continue
        throw error
      }
    }
    return { output: { reminded } }
  },
}
