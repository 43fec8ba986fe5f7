import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`contact_key\` text;`)
  await db.run(sql`CREATE INDEX \`leads_contact_key_idx\` ON \`leads\` (\`contact_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_contact_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`contact_key\`;`)
}
