import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Marks one job as being processed, only if no one else has: true when this caller got it.
 * One conditional write, so of two instances racing for a job exactly one wins.
 */
export type ClaimJob = (id: number | string) => Promise<boolean>

type SqliteClient = {
  execute(stmt: { sql: string; args: Array<string | number> }): Promise<{ rowsAffected: number }>
}
type MongoModel = {
  updateOne(filter: object, update: object): Promise<{ modifiedCount: number }>
}

export function sqliteClaim(client: SqliteClient): ClaimJob {
  return async (id) => {
    const { rowsAffected } = await client.execute({
      sql: 'UPDATE payload_jobs SET processing = 1 WHERE id = ? AND processing = 0',
      args: [id],
    })
    return rowsAffected === 1
  }
}

export function mongoClaim(model: MongoModel): ClaimJob {
  return async (id) => {
    const { modifiedCount } = await model.updateOne({ _id: id, processing: false }, { $set: { processing: true } })
    return modifiedCount === 1
  }
}

export function claimFor(payload: Payload): ClaimJob {
  const db = payload.db as unknown as {
    client?: SqliteClient
    collections?: Record<string, MongoModel>
  }
  const model = db.collections?.['payload-jobs']
  if (model) return mongoClaim(model)
  if (db.client) return sqliteClaim(db.client)
  throw new Error(`No job claim for the ${payload.db.name} adapter`)
}

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
  const claim = claimJob ?? claimFor(payload)
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
    for (const doc of docs) if (await claim(doc.id)) won.push(doc.id)
    if (!won.length) return []
    return updateJobs({ ...args, where: { id: { in: won } }, limit: won.length })
  }
}
