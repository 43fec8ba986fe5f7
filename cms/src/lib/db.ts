import fs from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'

import { databaseKind, databaseUrl } from './env'

/** MongoDB for mongodb:// URLs, otherwise the embedded SQLite file, schema from committed migrations. */
export function databaseAdapter(url = databaseUrl()): DatabaseAdapterObj {
  if (databaseKind(url) === 'mongodb') return mongooseAdapter({ url })
  const file = url.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  // No prodMigrations: bootPayload runs the migrations under the set-up lease.
  return sqliteAdapter({ client: { url: `file:${file}` }, push: false })
}

/**
 * Waits up to 5 s for a lock instead of failing at once with SQLITE_BUSY. Per connection: libsql
 * hands its connection to each transaction and opens a fresh one for everything else, so this runs
 * at boot and again after a transaction begins.
 */
export async function waitOnSqliteLocks(payload: Payload): Promise<void> {
  await sqliteClient(payload).execute('PRAGMA busy_timeout = 5000')
}

/** The SQLite adapter's libsql client, for the few pragmas Payload has no option for. */
export const sqliteClient = (payload: Payload) =>
  (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
