import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

/**
 * The baseline on MongoDB, under the SQLite baseline's name. MongoDB has no schema to create (Payload
 * makes the collections and indexes when it connects), and the squashed history's one data migration
 * here (leads' advisor, issue 11) found nothing to change on a database made since. It is recorded all
 * the same, so readiness knows the database was set up by this history, and a later data migration has
 * a predecessor as on SQLite.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
