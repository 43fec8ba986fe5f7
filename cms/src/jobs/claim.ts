import type { CollectionSlug, Payload, Where } from 'payload'

import { dbInternals } from '../lib/db/internals'
import type { ClaimJob } from '../lib/db/types'

type UpdateJobsArgs = Parameters<Payload['db']['updateJobs']>[0]

/**
 * Payload's runJobs picks due jobs by reading them and then setting `processing: true` by id
 * (updateJobs, on SQLite and MongoDB alike), so two instances polling together can both pick, and
 * run, the same job. Here a claim step sits between the read and the update: each candidate is
 * claimed with a conditional write and only the jobs this instance won are returned to the runner.
 */
export function claimJobsExactlyOnce(payload: Payload, claimJob?: ClaimJob): void {
  if (!payload.config.jobs.enabled) return
  const db = payload.db
  const claim = claimJob ?? dbInternals(payload).claimJob()
  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args: UpdateJobsArgs) => {
    const isPick = args.id === undefined && args.where && args.data?.processing === true
    if (!isPick) return updateJobs(args)
    const { docs } = await db.find({
      // Not in the generated slugs while no task is registered.
      collection: 'payload-jobs' as CollectionSlug,
      where: args.where as Where,
      limit: args.limit,
      sort: args.sort,
      pagination: false,
      req: args.req,
    })
    const won: Array<number | string> = []
    for (const doc of docs) if (await claim(doc.id, String((doc as { updatedAt?: string }).updatedAt))) won.push(doc.id)
    if (!won.length) return []
    return updateJobs({ ...args, where: { id: { in: won } }, limit: won.length })
  }
}
