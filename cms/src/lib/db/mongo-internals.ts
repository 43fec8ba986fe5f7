import { commitTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { assertTestedMajor } from './adapter-version'
import type { ClaimJob, DbInternals, LeaseStore, RateLimitStore } from './types'

/** The major version of @payloadcms/db-mongodb this module was written and tested for. */
const TESTED_MAJOR = 3

type MongoCollection = {
  updateOne(
    filter: object,
    update: object,
    options?: { upsert?: boolean },
  ): Promise<{ matchedCount: number; modifiedCount: number; upsertedCount: number }>
  deleteOne(filter: object): Promise<unknown>
  deleteMany(filter: object): Promise<unknown>
  insertOne(doc: object): Promise<unknown>
  createIndex(keys: object, options?: object): Promise<unknown>
  collectionName?: string
}
type MongoModel = { updateOne(filter: object, update: object): Promise<{ modifiedCount: number }> }
type Session = { inTransaction(): boolean }
/** The parts of Payload's Mongoose adapter used here. */
type MongooseAdapter = {
  connection: {
    db?: {
      collection(name: string): MongoCollection
      admin(): { command(command: object): Promise<Record<string, unknown>> }
    }
    collection(name: string): MongoCollection
  }
  collections: Record<string, MongoModel & Paginated>
  versions: Record<string, Paginated>
  sessions: Record<string | number, Session | undefined>
}

const adapterOf = (payload: Payload) => payload.db as unknown as MongooseAdapter

export function mongoInternals(payload: Payload, { checkVersion = true } = {}): DbInternals {
  if (checkVersion) assertTestedMajor('@payloadcms/db-mongodb', TESTED_MAJOR, 'cms/src/lib/db/mongo-internals.ts')
  const db = () => adapterOf(payload)
  let rateLimits: Promise<RateLimitStore> | undefined
  const ending = new Map<number | string, Promise<unknown>>()
  return {
    kind: 'mongodb',
    async prepare() {
      trackTransactionEnds(payload, ending)
      await ttlIndex(payload, db().connection.collection('job_claims'), 'at', 24 * 60 * 60)
      for (const model of [...Object.values(db().collections), ...Object.values(db().versions)]) countThenPage(model)
      const info = await db().connection.db!.admin().command({ buildInfo: 1 })
      if ('ferretdbVersion' in info) withoutWriteProjections(payload)
    },
    leaseStore: () => mongoLeaseStore(db().connection.db!.collection('setup_leases')),
    claimJob: () => mongoClaim(db().connection.collection('job_claims'), db().collections['payload-jobs']),
    rateLimitStore: () => (rateLimits ??= mongoRateLimitStore(payload, db().connection)),
    inTransaction: (req, steps) => inMongoTransaction(payload, req, steps),
    async transactionEnded(id) {
      const startedAt = Date.now()
      while (db().sessions[id] && Date.now() - startedAt < 30_000)
        await new Promise((resolve) => setTimeout(resolve, 10))
      // The adapter forgets the session before it awaits the commit: wait for the commit itself.
      await ending.get(id)
    },
  }
}

/**
 * The commits and rollbacks under way, by transaction id, each settling once the server has answered;
 * kept a little after, for watchers that see the session gone only at their next poll.
 */
function trackTransactionEnds(payload: Payload, ending: Map<number | string, Promise<unknown>>) {
  const db = payload.db as unknown as Record<
    'commitTransaction' | 'rollbackTransaction',
    (id: number | string | Promise<number | string>) => Promise<void>
  >
  for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
    const original = db[method].bind(payload.db)
    db[method] = (id) => {
      const ended = original(id)
      if (!(id instanceof Promise)) {
        const settled = ended.catch(() => {})
        ending.set(id, settled)
        void settled.then(() => setTimeout(() => ending.delete(id), 1000).unref())
      }
      return ended
    }
  }
}

type PaginateOptions = {
  pagination?: boolean
  collation?: object
  options?: { session?: Session }
  useEstimatedCount?: boolean
  useCustomCountFn?: () => Promise<number>
}
type Paginated = {
  paginate?: (query: object, options: PaginateOptions) => Promise<unknown>
  countDocuments(query: object, options: object): Promise<number>
}

/**
 * A paginated find (mongoose-paginate-v2) sends its count and its page at once, and counts with the
 * `count` command when there is no filter: inside a transaction MongoDB refuses both (two operations
 * at once on one session; `count`). There, the documents are counted first with countDocuments, then
 * the page is read.
 */
function countThenPage(model: Paginated) {
  const paginate = model.paginate
  if (!paginate) return
  model.paginate = async function (query, options) {
    const session = options.options?.session
    if (options.pagination === false || !session?.inTransaction()) return paginate.call(this, query, options)
    const total = await model.countDocuments(query, {
      session,
      ...(options.collation && { collation: options.collation }),
    })
    return paginate.call(this, query, { ...options, useEstimatedCount: false, useCustomCountFn: async () => total })
  }
}

/**
 * FerretDB v1 refuses a projection on findAndModify ("support for field fields … is not implemented
 * yet"), which Payload's writes send when their caller selects fields (its login and failed-login
 * bookkeeping do). Those writes return the whole document there instead; callers read what they
 * selected from it.
 */
function withoutWriteProjections(payload: Payload) {
  const db = payload.db as unknown as Record<string, (args: { select?: unknown }) => Promise<unknown>>
  for (const method of ['updateOne', 'upsert', 'deleteOne', 'updateGlobal', 'updateVersion', 'updateGlobalVersion']) {
    const original = db[method].bind(payload.db)
    db[method] = (args) => original({ ...args, select: undefined })
  }
}

/**
 * rate-limiter-flexible's counters in Payload's connection. The unique key index is made before the
 * first count; the TTL index only deletes expired counters (the limiter ignores them anyway), and
 * FerretDB v1 refuses TTL indexes, so there expired counters stay until the next reset.
 */
async function mongoRateLimitStore(
  payload: Payload,
  connection: MongooseAdapter['connection'],
): Promise<RateLimitStore> {
  const collection = connection.collection('rate_limits')
  await collection.createIndex({ key: 1 }, { unique: true })
  await ttlIndex(payload, collection, 'expire', 0)
  return { kind: 'mongodb', client: connection, clear: async () => void (await collection.deleteMany({})) }
}

/** A TTL index on `field`; FerretDB v1 refuses them, and then the expired documents stay (nothing reads them as live). */
async function ttlIndex(payload: Payload, collection: MongoCollection, field: string, expireAfterSeconds: number) {
  await collection.createIndex({ [field]: -1 }, { expireAfterSeconds }).catch((error: { code?: number }) => {
    if (error.code !== NOT_IMPLEMENTED) throw error
    payload.logger.info(
      `This MongoDB server has no TTL indexes (FerretDB): expired ${collection.collectionName} are kept`,
    )
  })
}

const NOT_IMPLEMENTED = 238
const DUPLICATE_KEY = 11000
const WRITE_CONFLICT = 112
/** How long a transaction is retried, as the driver's withTransaction does (120 s there). */
const RETRY_FOR_MS = 30_000

const hasLabel = (error: unknown, label: string) =>
  (error as { errorLabels?: string[] } | null)?.errorLabels?.includes(label) ||
  (error as { hasErrorLabel?: (label: string) => boolean } | null)?.hasErrorLabel?.(label) === true

/** A write that lost to another transaction's write of the same document (still so after retrying). */
export const isWriteConflict = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === WRITE_CONFLICT ||
  (error as { codeName?: unknown } | null)?.codeName === 'WriteConflict'

/**
 * Runs `steps` in a MongoDB transaction the way the driver's withTransaction does: the whole
 * transaction again on TransientTransactionError (a write conflict, a primary that stepped down), the
 * commit again on UnknownTransactionCommitResult, for up to RETRY_FOR_MS. Without a replica set
 * (a standalone server, FerretDB) Payload opens no transaction and the steps run as they are.
 */
async function inMongoTransaction<T>(payload: Payload, req: PayloadRequest, steps: () => Promise<T>): Promise<T> {
  const sessions = adapterOf(payload).sessions
  const deadline = Date.now() + RETRY_FOR_MS
  for (let attempt = 1; ; attempt++) {
    const id = await payload.db.beginTransaction()
    if (!id) return steps()
    req.transactionID = id
    try {
      const result = await steps()
      // Payload's operations roll the transaction back on their own errors, even when the steps go on.
      if (!sessions[id]) throw new Error('The transaction was rolled back')
      await commitWithRetry(req, deadline)
      return result
    } catch (error) {
      await killTransaction(req)
      if (!hasLabel(error, 'TransientTransactionError') || Date.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 10 * 2 ** attempt)))
    } finally {
      delete req.transactionID
    }
  }
}

async function commitWithRetry(req: PayloadRequest, deadline: number) {
  const id = req.transactionID!
  const sessions = adapterOf(req.payload).sessions
  const session = sessions[id as string]
  for (;;) {
    try {
      return await commitTransaction(req)
    } catch (error) {
      if (!hasLabel(error, 'UnknownTransactionCommitResult') || Date.now() >= deadline) throw error
      // Payload forgot the session before committing: give it back for the next attempt.
      if (session) sessions[id as string] = session
    }
  }
}

/**
 * The set-up lease on MongoDB: one document per lease keyed by `_id`. When the lease is held by
 * someone else and unexpired the filter matches nothing, the upsert tries to insert a second `_id`
 * and the unique index refuses it (E11000): the lease was not taken.
 */
export function mongoLeaseStore(collection: Pick<MongoCollection, 'updateOne' | 'deleteOne'>): LeaseStore {
  return {
    async tryAcquire(name, holder, ttlMs, now) {
      try {
        const result = await collection.updateOne(
          { _id: name, $or: [{ expiresAt: { $lt: now } }, { holder }] },
          { $set: { holder, expiresAt: now + ttlMs } },
          { upsert: true },
        )
        return result.matchedCount + result.upsertedCount === 1
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) return false
        throw error
      }
    },
    async renew(name, holder, ttlMs, now) {
      const result = await collection.updateOne({ _id: name, holder }, { $set: { expiresAt: now + ttlMs } })
      return result.matchedCount === 1
    },
    async release(name, holder) {
      await collection.deleteOne({ _id: name, holder })
    },
  }
}

/**
 * The job claim on MongoDB: inserting one claim per job state (`_id` is `<job id>:<version>`), which
 * the unique `_id` index lets only one instance do, then the conditional update. The insert is what
 * makes it exactly once on FerretDB too, whose updates are not atomic (two conditional updates racing
 * both match there). Claims expire after a day where the server has TTL indexes.
 */
export function mongoClaim(claims: Pick<MongoCollection, 'insertOne'>, model: MongoModel): ClaimJob {
  return async (id, version = '') => {
    try {
      await claims.insertOne({ _id: `${id}:${version}`, at: new Date() })
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false
      throw error
    }
    const { modifiedCount } = await model.updateOne({ _id: id, processing: false }, { $set: { processing: true } })
    return modifiedCount === 1
  }
}
