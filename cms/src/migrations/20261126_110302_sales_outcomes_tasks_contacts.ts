import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`outcome_reasons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`outcome_reasons_name_idx\` ON \`outcome_reasons\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`outcome_reasons_updated_at_idx\` ON \`outcome_reasons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outcome_reasons_created_at_idx\` ON \`outcome_reasons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_tasks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`done_at\` text,
  	\`overdue_notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_tasks_lead_idx\` ON \`lead_tasks\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_tasks_due_at_idx\` ON \`lead_tasks\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_tasks_owner_idx\` ON \`lead_tasks\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_tasks_updated_at_idx\` ON \`lead_tasks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_tasks_created_at_idx\` ON \`lead_tasks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`task_reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`task_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`task_id\`) REFERENCES \`lead_tasks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`task_reminders_task_idx\` ON \`task_reminders\` (\`task_id\`);`)
  await db.run(sql`CREATE INDEX \`task_reminders_updated_at_idx\` ON \`task_reminders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`task_reminders_created_at_idx\` ON \`task_reminders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`slot_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`advisor_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`slot_claims_advisor_idx\` ON \`slot_claims\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`slot_claims_updated_at_idx\` ON \`slot_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slot_claims_created_at_idx\` ON \`slot_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`advisor_start_1_idx\` ON \`slot_claims\` (\`advisor_id\`,\`start\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`value_gbp\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`outcome\` text DEFAULT 'open';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`outcome_reason_id\` integer REFERENCES outcome_reasons(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`contact_key\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`closed_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_outcome_idx\` ON \`leads\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`leads_outcome_reason_idx\` ON \`leads\` (\`outcome_reason_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_contact_key_idx\` ON \`leads\` (\`contact_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outcome_reasons_id\` integer REFERENCES outcome_reasons(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_tasks_id\` integer REFERENCES lead_tasks(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`task_reminders_id\` integer REFERENCES task_reminders(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`slot_claims_id\` integer REFERENCES slot_claims(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outcome_reasons_id_idx\` ON \`payload_locked_documents_rels\` (\`outcome_reasons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`task_reminders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slot_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`slot_claims_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`outcome_reasons\`;`)
  await db.run(sql`DROP TABLE \`lead_tasks\`;`)
  await db.run(sql`DROP TABLE \`task_reminders\`;`)
  await db.run(sql`DROP TABLE \`slot_claims\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`company\` text NOT NULL,
  	\`role\` text,
  	\`topic\` text,
  	\`message\` text NOT NULL,
  	\`source\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`advisor_id\` integer,
  	\`assigned_to\` text,
  	\`due_at\` text,
  	\`first_contacted_at\` text,
  	\`overdue_notified_at\` text,
  	\`attribution_utm_source\` text,
  	\`attribution_utm_medium\` text,
  	\`attribution_utm_campaign\` text,
  	\`attribution_landing_page\` text,
  	\`quote_hours\` numeric,
  	\`quote_term_months\` numeric,
  	\`quote_suggested_bundle\` text,
  	\`quote_discount_percent\` numeric,
  	\`quote_effective_rate\` numeric,
  	\`quote_payg_monthly\` numeric,
  	\`quote_subscription_monthly\` numeric,
  	\`quote_monthly_savings\` numeric,
  	\`consent_given\` integer DEFAULT false,
  	\`consent_given_at\` text,
  	\`consent_source_page\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "first_name", "last_name", "email", "phone", "company", "role", "topic", "message", "source", "status", "advisor_id", "assigned_to", "due_at", "first_contacted_at", "overdue_notified_at", "attribution_utm_source", "attribution_utm_medium", "attribution_utm_campaign", "attribution_landing_page", "quote_hours", "quote_term_months", "quote_suggested_bundle", "quote_discount_percent", "quote_effective_rate", "quote_payg_monthly", "quote_subscription_monthly", "quote_monthly_savings", "consent_given", "consent_given_at", "consent_source_page", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "phone", "company", "role", "topic", "message", "source", "status", "advisor_id", "assigned_to", "due_at", "first_contacted_at", "overdue_notified_at", "attribution_utm_source", "attribution_utm_medium", "attribution_utm_campaign", "attribution_landing_page", "quote_hours", "quote_term_months", "quote_suggested_bundle", "quote_discount_percent", "quote_effective_rate", "quote_payg_monthly", "quote_subscription_monthly", "quote_monthly_savings", "consent_given", "consent_given_at", "consent_source_page", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_advisor_idx\` ON \`leads\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_due_at_idx\` ON \`leads\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`authors_id\` integer,
  	\`categories_id\` integer,
  	\`faq_items_id\` integer,
  	\`landing_pages_id\` integer,
  	\`products_id\` integer,
  	\`awards_id\` integer,
  	\`stats_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`page_views_id\` integer,
  	\`lead_activity_id\` integer,
  	\`meetings_id\` integer,
  	\`advisor_blockouts_id\` integer,
  	\`outbox_id\` integer,
  	\`email_templates_id\` integer,
  	\`access_requests_id\` integer,
  	\`users_id\` integer,
  	\`job_roles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_items_id\`) REFERENCES \`faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`landing_pages_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`awards_id\`) REFERENCES \`awards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stats_id\`) REFERENCES \`stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_activity_id\`) REFERENCES \`lead_activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`meetings_id\`) REFERENCES \`meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisor_blockouts_id\`) REFERENCES \`advisor_blockouts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_templates_id\`) REFERENCES \`email_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_requests_id\`) REFERENCES \`access_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_roles_id\`) REFERENCES \`job_roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "authors_id", "categories_id", "faq_items_id", "landing_pages_id", "products_id", "awards_id", "stats_id", "media_id", "leads_id", "page_views_id", "lead_activity_id", "meetings_id", "advisor_blockouts_id", "outbox_id", "email_templates_id", "access_requests_id", "users_id", "job_roles_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "authors_id", "categories_id", "faq_items_id", "landing_pages_id", "products_id", "awards_id", "stats_id", "media_id", "leads_id", "page_views_id", "lead_activity_id", "meetings_id", "advisor_blockouts_id", "outbox_id", "email_templates_id", "access_requests_id", "users_id", "job_roles_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_items_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_landing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_awards_id_idx\` ON \`payload_locked_documents_rels\` (\`awards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meetings_id_idx\` ON \`payload_locked_documents_rels\` (\`meetings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisor_blockouts_id_idx\` ON \`payload_locked_documents_rels\` (\`advisor_blockouts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`email_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`access_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`job_roles_id\`);`)
}
