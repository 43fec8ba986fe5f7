import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_badge_strip_items\` ADD \`href\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_badge_strip_items\` ADD \`href\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_badge_strip_items\` DROP COLUMN \`href\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_badge_strip_items\` DROP COLUMN \`href\`;`)
}
