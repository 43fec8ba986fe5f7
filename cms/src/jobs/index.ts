import type { JobsConfig, PayloadRequest } from 'payload'

import { settings } from '../config/env'
import { countJobRun } from '../server/metrics'
import { isAdminUser } from '../shared/roles'
import { chaseOverdueLeadsTask } from './chase-overdue-leads'
import { chaseOverdueTasksTask } from './chase-overdue-tasks'
import { compactPageViewsTask } from './compact-page-views'
import { deliverEmailTask } from './deliver-email'
import { remindMeetingsTask } from './remind-meetings'

/**
 * Every 10 seconds by default, so an e-mail leaves promptly after the change that queued it and a
 * publish scheduled for 10:00 is live moments later. Six fields (the first is seconds) or five.
 */
export const JOBS_AUTORUN_CRON = settings().JOBS_AUTORUN_CRON

/** Each run of a task counts in the metrics (job_runs_total), by its result. */
const countRuns = <T extends { slug: string }>(task: T): T => ({
  ...task,
  onSuccess: () => countJobRun(task.slug, 'success'),
  onFail: () => countJobRun(task.slug, 'failure'),
})

const adminsOnly = ({ req }: { req: PayloadRequest }) => isAdminUser(req.user)

/**
 * Payload's jobs queue. The server process runs queued jobs (jobs are rows in the database, so a
 * restart loses none): e-mail delivery from the outbox, the overdue-lead and overdue-task reminders,
 * meeting reminders, the nightly page-view compaction, and the publish
 * task that scheduled publishing (`versions.drafts.schedulePublish`) adds.
 */
export const jobs: JobsConfig = {
  // Running, queueing and cancelling jobs over HTTP (/api/payload-jobs/run) is for admins only.
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  autoRun: [{ cron: JOBS_AUTORUN_CRON, queue: 'default', limit: 20 }],
  tasks: [
    countRuns(deliverEmailTask),
    countRuns(chaseOverdueLeadsTask),
    countRuns(remindMeetingsTask),
    countRuns(chaseOverdueTasksTask),
    countRuns(compactPageViewsTask),
  ],
}
