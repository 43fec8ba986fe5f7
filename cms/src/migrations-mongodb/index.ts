import * as baseline from './20261126_095455_baseline'
import * as authorsData from './20261126_102554_authors_data'

/**
 * Data migrations for MongoDB, run at boot through Payload's migrations for MongoDB (recorded in
 * `payload-migrations`, reported by readiness), as the SQLite list is. MongoDB needs no schema
 * migration; the never-released history was squashed into the baseline (README, "Changing the data
 * model"). A new one reads and writes the native collections by name
 * (`payload.db.connection.db.collection(name)`, with the migration's `session`), never today's collection
 * config or the Local API, so it means the same thing forever.
 */
export const mongodbMigrations = [
  { name: '20261126_095455_baseline', up: baseline.up, down: baseline.down },
  { name: '20261126_102554_authors', up: authorsData.up, down: authorsData.down },
]
