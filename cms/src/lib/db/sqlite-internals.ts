import { randomUUID } from 'node:crypto'

import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { serializeWrites, type LibsqlClient } from '../sqlite-writes'
import { assertTestedMajor } from './adapter-version'
import { rateLimitsTable } from './rate-limits-table'
import type { ClaimJob, DbInternals, LeaseStore, RateLimitStore } from './types'

/** The major version of @payloadcms/db-sqlite this module was written and tested for. */
const TESTED_MAJOR = 3

type Execute = (stmt: { sql: string; args: Array<string | number> }) => Promise<{ rowsAffected: number }>
type Drizzle = {
  run(query: SQL): Promise<unknown>
  delete(table: typeof rateLimitsTable): PromiseLike<unknown>
  transaction(run: (handle: unknown) => Promise<void>): Promise<void>
}
/** The parts of the SQLite adapter (Payload's Drizzle adapter) used here. */
type SqliteAdapter = {
  client: LibsqlClient
  drizzle: Drizzle
  sessions: Record<string, { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }>
}

const adapterOf = (payload: Payload) => payload.db as unknown as SqliteAdapter

export function sqliteInternals(payload: Payload, { checkVersion = true } = {}): DbInternals {
  if (checkVersion) assertTestedMajor('@payloadcms/db-sqlite', TESTED_MAJOR, 'cms/src/lib/db/sqlite-internals.ts')
  const db = () => adapterOf(payload)
  const execute: Execute = (stmt) => db().client.execute(stmt) as Promise<{ rowsAffected: number }>
  return {
    kind: 'sqlite',
    async prepare() {
      // Writes in one process take turns (sqlite-writes.ts); WAL lets readers go on while one writes.
      serializeWrites(db().client)
      await db().client.execute('PRAGMA journal_mode = WAL')
    },
    leaseStore: () => sqliteLeaseStore(execute),
    claimJob: () => sqliteClaim({ execute }),
    rateLimitStore: () => sqliteRateLimitStore(db().drizzle),
    inTransaction: (req, steps) => inSqliteTransaction(db(), req, steps),
    async transactionEnded(id) {
      const startedAt = Date.now()
      while (db().sessions[id] && Date.now() - startedAt < 30_000)
        await new Promise((resolve) => setTimeout(resolve, 10))
    },
  }
}

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
 * The set-up lease on SQLite: one row per lease in a small table outside Payload's schema (created
 * here, before any migration has run). The upsert is a single statement, so two processes cannot
 * both win it.
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

/** The job claim on SQLite: one conditional UPDATE. */
export function sqliteClaim(client: { execute: Execute }): ClaimJob {
  return async (id) => {
    const { rowsAffected } = await client.execute({
      sql: 'UPDATE payload_jobs SET processing = 1 WHERE id = ? AND processing = 0',
      args: [id],
    })
    return rowsAffected === 1
  }
}

const rateLimitStores = new WeakMap<Drizzle, Promise<RateLimitStore>>()

/** Rate-limit counters in a table of Payload's SQLite file, created on first use. */
function sqliteRateLimitStore(drizzle: Drizzle): Promise<RateLimitStore> {
  let store = rateLimitStores.get(drizzle)
  if (!store) {
    store = (async () => {
      await drizzle.run(
        sql`CREATE TABLE IF NOT EXISTS rate_limits (key text PRIMARY KEY NOT NULL, points integer DEFAULT 0 NOT NULL, expire integer)`,
      )
      return {
        kind: 'sqlite' as const,
        client: drizzle,
        table: rateLimitsTable,
        clear: async () => void (await drizzle.delete(rateLimitsTable)),
      }
    })()
    rateLimitStores.set(drizzle, store)
  }
  return store
}

type Transaction = { handle: unknown; commit: () => Promise<void>; rollback: () => Promise<void> }

/**
 * Payload leaves transactions off on SQLite, so one is opened here, only for these steps. It is
 * registered as a Payload session, as Payload's own beginTransaction does, but keeps the outcome:
 * Payload's version swallows a failed COMMIT, so lost writes would answer 200.
 */
async function inSqliteTransaction<T>(db: SqliteAdapter, req: PayloadRequest, steps: () => Promise<T>): Promise<T> {
  const id = randomUUID()
  const tx = await openTransaction(db)
  db.sessions[id] = { db: tx.handle, resolve: tx.commit, reject: tx.rollback }
  req.transactionID = id
  try {
    const result = await steps()
    // Payload's operations roll the session back on their own errors, even when the steps go on.
    if (!db.sessions[id]) throw new Error('The transaction was rolled back')
    delete db.sessions[id]
    await tx.commit()
    return result
  } catch (error) {
    delete db.sessions[id]
    await tx.rollback()
    throw error
  } finally {
    delete req.transactionID
  }
}

/** Opens a Drizzle transaction held open until `commit` (which rejects if COMMIT fails) or `rollback`. */
function openTransaction(db: SqliteAdapter): Promise<Transaction> {
  return new Promise((opened, failedToOpen) => {
    const done: Promise<void> = db.drizzle.transaction(
      (handle) =>
        new Promise<void>((commit, rollback) =>
          opened({
            handle,
            commit: () => {
              commit()
              return done
            },
            rollback: () => {
              rollback(new Error('Rolled back'))
              return done.catch(() => {})
            },
          }),
        ),
    )
    done.catch(failedToOpen)
  })
}
