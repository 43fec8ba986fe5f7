import fs from 'node:fs'
import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { databaseKind, databaseUrl, PRIVATE_DIR, PRIVATE_FILE } from '../../config/derived-settings'
import { LOCK_WAIT_MS } from './sqlite-writes'

/**
 * Makes a new SQLite file (and any missing folder above it) its owner's only, before SQLite opens it:
 * SQLite gives the -wal and -shm files it makes the database file's own mode. An existing file keeps its mode.
 */
export function createPrivately(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR })
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE))
}

/** MongoDB for mongodb:// URLs, otherwise the embedded SQLite file, schema from committed migrations. */
export function databaseAdapter(url = databaseUrl()): DatabaseAdapterObj {
  if (databaseKind(url) === 'mongodb')
    return mongooseAdapter({
      url,
      // Unique indexes (users.email, pages.path, payload-kv.key) exist before the first write.
      ensureIndexes: true,
      // A transaction's session takes one operation at a time: bulk changes go one document after another.
      bulkOperationsSingleTransaction: true,
      // One code path for MongoDB and FerretDB (no $lookup there): joins and sorts by relation as plain queries.
      useJoinAggregations: false,
      usePipelineInSortLookup: false,
    })
  const file = url.replace(/^file:/, '')
  createPrivately(path.resolve(file))
  // No prodMigrations: bootPayload runs the migrations under the set-up lease.
  // blocksAsJSON: a page's sections are one JSON column, not ~44 tables joined on every read (issue 10).
  return sqliteAdapter({ client: { url: `file:${file}` }, push: false, busyTimeout: LOCK_WAIT_MS, blocksAsJSON: true })
}
