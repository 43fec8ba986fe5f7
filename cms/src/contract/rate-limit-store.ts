import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { integer, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'

/** Counters of rate-limiter-flexible's Drizzle store; kept out of Payload's schema and migrations on purpose. */
export const rateLimitsTable = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire', { mode: 'timestamp_ms' }),
})

export type RateLimitStore =
  | { kind: 'sqlite'; client: unknown; table: typeof rateLimitsTable; clear: () => Promise<void> }
  | { kind: 'mongodb'; client: unknown; clear: () => Promise<void> }

const stores = new WeakMap<Payload, Promise<RateLimitStore>>()

/** The database Payload already uses: its Drizzle client on SQLite, its Mongoose connection on MongoDB. */
export function rateLimitStore(payload: Payload): Promise<RateLimitStore> {
  let store = stores.get(payload)
  if (!store) {
    store = open(payload)
    stores.set(payload, store)
  }
  return store
}

async function open(payload: Payload): Promise<RateLimitStore> {
  const db = payload.db as unknown as {
    name: string
    drizzle: { run(query: SQL): Promise<unknown>; delete(table: typeof rateLimitsTable): PromiseLike<unknown> }
    connection: { collection(name: string): { deleteMany(filter: object): Promise<unknown> } }
  }
  if (db.name === 'mongoose') {
    return {
      kind: 'mongodb',
      client: db.connection,
      clear: async () => void (await db.connection.collection('rate_limits').deleteMany({})),
    }
  }
  await db.drizzle.run(
    sql`CREATE TABLE IF NOT EXISTS rate_limits (key text PRIMARY KEY NOT NULL, points integer DEFAULT 0 NOT NULL, expire integer)`,
  )
  return {
    kind: 'sqlite',
    client: db.drizzle,
    table: rateLimitsTable,
    clear: async () => void (await db.drizzle.delete(rateLimitsTable)),
  }
}
