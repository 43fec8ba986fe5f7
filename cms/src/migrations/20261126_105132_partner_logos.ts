import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings_partner_badges\` ADD \`logo_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_badges_logo_idx\` ON \`site_settings_partner_badges\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v_version_partner_badges\` ADD \`logo_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_badges_logo_idx\` ON \`_site_settings_v_version_partner_badges\` (\`logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_partner_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_partner_badges\`("_order", "_parent_id", "id", "name", "description") SELECT "_order", "_parent_id", "id", "name", "description" FROM \`site_settings_partner_badges\`;`)
  await db.run(sql`DROP TABLE \`site_settings_partner_badges\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_partner_badges\` RENAME TO \`site_settings_partner_badges\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_badges_order_idx\` ON \`site_settings_partner_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_badges_parent_id_idx\` ON \`site_settings_partner_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_settings_v_version_partner_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_settings_v_version_partner_badges\`("_order", "_parent_id", "id", "name", "description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "description", "_uuid" FROM \`_site_settings_v_version_partner_badges\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_partner_badges\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v_version_partner_badges\` RENAME TO \`_site_settings_v_version_partner_badges\`;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_badges_order_idx\` ON \`_site_settings_v_version_partner_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_badges_parent_id_idx\` ON \`_site_settings_v_version_partner_badges\` (\`_parent_id\`);`)
}
