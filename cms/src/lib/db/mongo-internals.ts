import { commitTransaction, killTransaction, type Payload } from 'payload'

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
}
type MongoModel = { updateOne(filter: object, update: object): Promise<{ modifiedCount: number }> }
/** The parts of Payload's Mongoose adapter used here. */
type MongooseAdapter = {
  connection: { db?: { collection(name: string): MongoCollection }; collection(name: string): MongoCollection }
  collections: Record<string, MongoModel>
  sessions: Record<string | number, unknown>
}

const adapterOf = (payload: Payload) => payload.db as unknown as MongooseAdapter

export function mongoInternals(payload: Payload, { checkVersion = true } = {}): DbInternals {
  if (checkVersion) assertTestedMajor('@payloadcms/db-mongodb', TESTED_MAJOR, 'cms/src/lib/db/mongo-internals.ts')
  const db = () => adapterOf(payload)
  return {
    kind: 'mongodb',
    async prepare() {},
    leaseStore: () => mongoLeaseStore(db().connection.db!.collection('setup_leases')),
    claimJob: () => mongoClaim(db().collections['payload-jobs']),
    rateLimitStore: async (): Promise<RateLimitStore> => ({
      kind: 'mongodb',
      client: db().connection,
      clear: async () => void (await db().connection.collection('rate_limits').deleteMany({})),
    }),
    async inTransaction(req, steps) {
      const id = await payload.db.beginTransaction()
      if (!id) return steps()
      req.transactionID = id
      try {
        const result = await steps()
        await commitTransaction(req)
        return result
      } catch (error) {
        await killTransaction(req)
        throw error
      }
    },
    async transactionEnded(id) {
      const startedAt = Date.now()
      while (db().sessions[id] && Date.now() - startedAt < 30_000)
        await new Promise((resolve) => setTimeout(resolve, 10))
    },
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
        if ((error as { code?: number }).code === 11000) return false
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

/** The job claim on MongoDB: one conditional updateOne. */
export function mongoClaim(model: MongoModel): ClaimJob {
  return async (id) => {
    const { modifiedCount } = await model.updateOne({ _id: id, processing: false }, { $set: { processing: true } })
    return modifiedCount === 1
  }
}
