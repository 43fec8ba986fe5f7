import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_rels_order_idx\` ON \`landing_pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_rels_parent_idx\` ON \`landing_pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_rels_path_idx\` ON \`landing_pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_rels_pages_id_idx\` ON \`landing_pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_rels_posts_id_idx\` ON \`landing_pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_rels_products_id_idx\` ON \`landing_pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_pages_id_idx\` ON \`navigation_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_posts_id_idx\` ON \`navigation_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_products_id_idx\` ON \`navigation_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_posts_id_idx\` ON \`footer_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_products_id_idx\` ON \`footer_rels\` (\`products_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`type\` text DEFAULT 'reference',
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`primary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`secondary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_cards_items\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_split_feature\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_grid\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_banner\` ADD \`primary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_banner\` ADD \`secondary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` ADD \`primary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` ADD \`secondary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_feature_cards_items\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_split_feature\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_product_grid\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta_banner\` ADD \`primary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta_banner\` ADD \`secondary_cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`navigation_items_sections_links\` ADD \`type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`navigation_items\` ADD \`type\` text DEFAULT 'reference';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`primary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`secondary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_cards_items\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_split_feature\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_grid\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_banner\` DROP COLUMN \`primary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_banner\` DROP COLUMN \`secondary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` DROP COLUMN \`primary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_hero\` DROP COLUMN \`secondary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_feature_cards_items\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_split_feature\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_product_grid\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta_banner\` DROP COLUMN \`primary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_cta_banner\` DROP COLUMN \`secondary_cta_type\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items_sections_links\` DROP COLUMN \`type\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items\` DROP COLUMN \`type\`;`)
}
