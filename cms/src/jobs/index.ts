import type { JobsConfig, PayloadRequest } from 'payload'

import { isAdminUser } from '../shared/roles'
import { chaseOverdueLeadsTask } from './chase-overdue-leads'
import { deliverEmailTask } from './deliver-email'

const adminsOnly = ({ req }: { req: PayloadRequest }) => isAdminUser(req.user)

/** Payload's jobs queue, run inside the server process (autoRun) with the queue's own locking. */
export const jobs: JobsConfig = {
  tasks: [deliverEmailTask, chaseOverdueLeadsTask],
  access: { queue: adminsOnly, run: adminsOnly, cancel: adminsOnly },
  // Every 10 seconds, so an e-mail leaves promptly after the change that queued it.
  autoRun: [{ cron: '*/10 * * * * *', queue: 'default', limit: 20 }],
}
