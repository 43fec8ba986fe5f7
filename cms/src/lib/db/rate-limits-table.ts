import { integer, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

/** Counters of rate-limiter-flexible's Drizzle store; kept out of Payload's schema and migrations on purpose. */
export const rateLimitsTable = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire', { mode: 'timestamp_ms' }),
})
