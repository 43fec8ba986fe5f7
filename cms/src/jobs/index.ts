import type { JobsConfig, PayloadRequest } from 'payload'

import { isAdminUser } from '../shared/roles'

/** Every minute by default, so a publish scheduled for 10:00 is live by 10:01. Six fields add seconds. */
export const JOBS_AUTORUN_CRON = process.env.JOBS_AUTORUN_CRON || '* * * * *'

const adminsOnly = ({ req }: { req: PayloadRequest }) => isAdminUser(req.user)

/**
 * Payload's jobs queue. The server process runs queued jobs (jobs are rows in the database, so a
 * restart loses none); scheduled publishing (`versions.drafts.schedulePublish`) adds its own task.
 */
export const jobs: JobsConfig = {
  // Running, queueing and cancelling jobs over HTTP (/api/payload-jobs/run) is for admins only.
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  autoRun: [{ cron: JOBS_AUTORUN_CRON, queue: 'default', limit: 10 }],
  tasks: [],
}
