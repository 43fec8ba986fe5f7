import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * A lease in the database itself, so instances on other machines see it: whoever holds it runs the
 * one-time set-up (migrations, first seed) while the others wait. The lease expires, so a holder
 * that dies mid-way never blocks the next boot for long; a live holder keeps renewing it.
 */
export type LeaseStore = {
  /** Takes the lease for `holder` when it is free or expired; true when `holder` now has it. */
  tryAcquire(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>
  /** Extends a lease `holder` still has; false when it was lost. */
  renew(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>
  release(name: string, holder: string): Promise<void>
}

type Execute = (stmt: { sql: string; args: Array<string | number> }) => Promise<{ rowsAffected: number }>

const isSchemaChange = (error: unknown) => (error as { code?: string }).code === 'SQLITE_SCHEMA'

/**
 * Runs a statement again when another process changed the schema under it: the waiting instances
 * poll the lease while the holder runs the migrations, and libsql answers SQLITE_SCHEMA instead of
 * preparing the statement again itself.
 */
export function retryOnSchemaChange(execute: Execute, attempts = 5): Execute {
  return async (stmt) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await execute(stmt)
      } catch (error) {
        if (!isSchemaChange(error) || attempt >= attempts) throw error
      }
    }
  }
}

/**
 * SQLite: one row per lease in a small table outside Payload's schema (created here, before any
 * migration has run). The upsert is a single statement, so two processes cannot both win it.
 */
export function sqliteLeaseStore(run: Execute): LeaseStore {
  const execute = retryOnSchemaChange(run)
  let ready: Promise<unknown> | undefined
  const table = () =>
    (ready ??= execute({
      sql: 'CREATE TABLE IF NOT EXISTS setup_leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL)',
      args: [],
    }))
  return {
    async tryAcquire(name, holder, ttlMs, now) {
      await table()
      const { rowsAffected } = await execute({
        sql: `INSERT INTO setup_leases (name, holder, expires_at) VALUES (?, ?, ?)
              ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
              WHERE setup_leases.expires_at < ? OR setup_leases.holder = excluded.holder`,
        args: [name, holder, now + ttlMs, now],
      })
      return rowsAffected === 1
    },
    async renew(name, holder, ttlMs, now) {
      await table()
      const { rowsAffected } = await execute({
        sql: 'UPDATE setup_leases SET expires_at = ? WHERE name = ? AND holder = ?',
        args: [now + ttlMs, name, holder],
      })
      return rowsAffected === 1
    },
    async release(name, holder) {
      await table()
      await execute({ sql: 'DELETE FROM setup_leases WHERE name = ? AND holder = ?', args: [name, holder] })
    },
  }
}

type MongoCollection = {
  updateOne(
    filter: object,
    update: object,
    options?: { upsert?: boolean },
  ): Promise<{ matchedCount: number; upsertedCount: number }>
  deleteOne(filter: object): Promise<unknown>
}

/**
 * MongoDB: one document per lease keyed by `_id`. When the lease is held by someone else and
 * unexpired the filter matches nothing, the upsert tries to insert a second `_id` and the unique
 * index refuses it (E11000): the lease was not taken.
 */
export function mongoLeaseStore(collection: MongoCollection): LeaseStore {
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

/** The lease store of the database Payload is connected to. */
export function leaseStoreFor(payload: Payload): LeaseStore {
  const db = payload.db as unknown as {
    client?: { execute: Execute }
    connection?: { db?: { collection(name: string): MongoCollection } }
  }
  if (db.connection?.db) return mongoLeaseStore(db.connection.db.collection('setup_leases'))
  if (db.client) return sqliteLeaseStore((stmt) => db.client!.execute(stmt))
  throw new Error(`No set-up lease store for the ${payload.db.name} adapter`)
}

export type LeaseOptions = { ttlMs?: number; pollMs?: number; timeoutMs?: number; holder?: string }

/** Runs `task` while holding the lease `name`, waiting for it as long as another process has it. */
export async function withLease<T>(
  store: LeaseStore,
  name: string,
  task: () => Promise<T>,
  { ttlMs = 60_000, pollMs = 250, timeoutMs = 10 * 60_000, holder = randomUUID() }: LeaseOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (!(await store.tryAcquire(name, holder, ttlMs, Date.now()))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the "${name}" lease held by another instance`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  let lost = false
  const heartbeat = setInterval(() => {
    store.renew(name, holder, ttlMs, Date.now()).then(
      (kept) => (lost ||= !kept),
      () => {},
    )
  }, ttlMs / 3)
  heartbeat.unref()
  try {
    const result = await task()
    if (lost) throw new Error(`The "${name}" lease expired while its task ran`)
    return result
  } finally {
    clearInterval(heartbeat)
    await store.release(name, holder)
  }
}
