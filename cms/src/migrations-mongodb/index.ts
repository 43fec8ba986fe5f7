import * as leadsAdvisorData from '../migrations/20261124_000509_11_leads_advisor_data'
import * as authorsData from './20261126_102554_authors_data'

/**
 * Data migrations for MongoDB, run at boot through Payload's migrations for MongoDB (recorded in
 * `payload-migrations`, reported by readiness), as the SQLite list is. MongoDB needs no schema
 * migration: only migrations that change data belong here, under the same name as in the SQLite
 * list (where the data move is part of the schema migration, the name is the same too).
 */
export const mongodbMigrations = [
  { name: '20261124_000509_11_leads_advisor_data', up: leadsAdvisorData.up, down: leadsAdvisorData.down },
  { name: '20261126_102554_authors', up: authorsData.up, down: authorsData.down },
]
