import * as leadsAdvisorData from '../migrations/20261124_000509_11_leads_advisor_data'

/**
 * Data migrations for MongoDB, run at boot through Payload's migrations for MongoDB (recorded in
 * `payload-migrations`, reported by readiness), as the SQLite list is. MongoDB needs no schema
 * migration: only migrations that change data belong here, written against the Local API so they
 * run on both adapters, under the same name as in the SQLite list.
 */
export const mongodbMigrations = [
  { name: '20261124_000509_11_leads_advisor_data', up: leadsAdvisorData.up, down: leadsAdvisorData.down },
]
