import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`meetings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`advisor_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`visitor_name\` text NOT NULL,
  	\`visitor_email\` text NOT NULL,
  	\`company\` text,
  	\`timezone\` text,
  	\`booked_from\` text,
  	\`manage_nonce\` text NOT NULL,
  	\`sequence\` numeric DEFAULT 0,
  	\`reminder_due_at\` text,
  	\`reminder_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`meetings_lead_idx\` ON \`meetings\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`meetings_advisor_idx\` ON \`meetings\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`meetings_start_idx\` ON \`meetings\` (\`start\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`meetings_manage_nonce_idx\` ON \`meetings\` (\`manage_nonce\`);`)
  await db.run(sql`CREATE INDEX \`meetings_reminder_due_at_idx\` ON \`meetings\` (\`reminder_due_at\`);`)
  await db.run(sql`CREATE INDEX \`meetings_updated_at_idx\` ON \`meetings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`meetings_created_at_idx\` ON \`meetings\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`advisor_start_idx\` ON \`meetings\` (\`advisor_id\`,\`start\`);`)
  await db.run(sql`CREATE TABLE \`advisor_blockouts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`advisor_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`advisor_blockouts_advisor_idx\` ON \`advisor_blockouts\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`advisor_blockouts_start_idx\` ON \`advisor_blockouts\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`advisor_blockouts_updated_at_idx\` ON \`advisor_blockouts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`advisor_blockouts_created_at_idx\` ON \`advisor_blockouts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`ical\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`ical_method\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`meetings_id\` integer REFERENCES meetings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`advisor_blockouts_id\` integer REFERENCES advisor_blockouts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meetings_id_idx\` ON \`payload_locked_documents_rels\` (\`meetings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisor_blockouts_id_idx\` ON \`payload_locked_documents_rels\` (\`advisor_blockouts_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`booking_notice_minutes\` numeric DEFAULT 60;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`booking_horizon_days\` numeric DEFAULT 21;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_booking_notice_minutes\` numeric DEFAULT 60;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_booking_horizon_days\` numeric DEFAULT 21;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`meetings\`;`)
  await db.run(sql`DROP TABLE \`advisor_blockouts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`faq_items_id\` integer,
  	\`landing_pages_id\` integer,
  	\`products_id\` integer,
  	\`awards_id\` integer,
  	\`stats_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`lead_activity_id\` integer,
  	\`outbox_id\` integer,
  	\`email_templates_id\` integer,
  	\`access_requests_id\` integer,
  	\`users_id\` integer,
  	\`job_roles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_items_id\`) REFERENCES \`faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_pages_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`awards_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stats_id\`) REFERENCES \`stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_activity_id\`) REFERENCES \`lead_activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_templates_id\`) REFERENCES \`email_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_requests_id\`) REFERENCES \`access_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_roles_id\`) REFERENCES \`job_roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faq_items_id", "landing_pages_id", "products_id", "awards_id", "stats_id", "media_id", "leads_id", "lead_activity_id", "outbox_id", "email_templates_id", "access_requests_id", "users_id", "job_roles_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faq_items_id", "landing_pages_id", "products_id", "awards_id", "stats_id", "media_id", "leads_id", "lead_activity_id", "outbox_id", "email_templates_id", "access_requests_id", "users_id", "job_roles_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_items_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_awards_id_idx\` ON \`payload_locked_documents_rels\` (\`awards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`email_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`access_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`job_roles_id\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`ical\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`ical_method\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`booking_notice_minutes\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`booking_horizon_days\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_booking_notice_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_booking_horizon_days\`;`)
}
