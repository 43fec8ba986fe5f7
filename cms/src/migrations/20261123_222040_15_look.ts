import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_company_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Company details',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_details_order_idx\` ON \`pages_blocks_company_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_details_parent_id_idx\` ON \`pages_blocks_company_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_company_details_path_idx\` ON \`pages_blocks_company_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_company_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Company details',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_company_details_order_idx\` ON \`landing_pages_blocks_company_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_company_details_parent_id_idx\` ON \`landing_pages_blocks_company_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_company_details_path_idx\` ON \`landing_pages_blocks_company_details\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`illustration\` text DEFAULT 'auto';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_split_feature\` ADD \`illustration\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cost\` ADD \`assumptions\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_enquiry_form\` ADD \`ask_hosting\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` ADD \`illustration\` text DEFAULT 'auto';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_split_feature\` ADD \`illustration\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cost\` ADD \`assumptions\` text;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_enquiry_form\` ADD \`ask_hosting\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`landing_pages\` ADD \`layout\` text DEFAULT 'site';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`company_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`vat_number\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_company_details\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_company_details\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`illustration\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_split_feature\` DROP COLUMN \`illustration\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cost\` DROP COLUMN \`assumptions\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_enquiry_form\` DROP COLUMN \`ask_hosting\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` DROP COLUMN \`illustration\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_split_feature\` DROP COLUMN \`illustration\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cost\` DROP COLUMN \`assumptions\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_enquiry_form\` DROP COLUMN \`ask_hosting\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`company_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`vat_number\`;`)
}
