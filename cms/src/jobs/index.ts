import type { JobsConfig } from 'payload'

/**
 * Payload's jobs queue, run inside every server process (autoRun). Tasks live one per file beside
 * this one. Each job runs once however many instances poll: see claim.ts, installed in onInit.
 */
export const jobs: JobsConfig = {
  tasks: [],
  autoRun: [{ cron: '* * * * *', limit: 10 }],
}
