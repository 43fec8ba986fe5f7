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
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_highlights_order_idx\` ON \`_pages_v_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_highlights_parent_id_idx\` ON \`_pages_v_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'page',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`call_button\` integer DEFAULT false,
  	\`call_label\` text DEFAULT 'Call',
  	\`scroll_button_label\` text,
  	\`show_award\` integer DEFAULT false,
  	\`illustration\` text DEFAULT 'auto',
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stat_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stat_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_grid_items_order_idx\` ON \`_pages_v_blocks_stat_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_grid_items_parent_id_idx\` ON \`_pages_v_blocks_stat_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stat_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'fixed',
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_grid_order_idx\` ON \`_pages_v_blocks_stat_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_grid_parent_id_idx\` ON \`_pages_v_blocks_stat_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_grid_path_idx\` ON \`_pages_v_blocks_stat_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`stat\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_items_order_idx\` ON \`_pages_v_blocks_feature_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_items_parent_id_idx\` ON \`_pages_v_blocks_feature_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`columns\` text DEFAULT '3',
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_order_idx\` ON \`_pages_v_blocks_feature_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_parent_id_idx\` ON \`_pages_v_blocks_feature_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_path_idx\` ON \`_pages_v_blocks_feature_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_bullets_order_idx\` ON \`_pages_v_blocks_split_feature_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_bullets_parent_id_idx\` ON \`_pages_v_blocks_split_feature_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`illustration\` text,
  	\`image_id\` integer,
  	\`panel_position\` text DEFAULT 'right',
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_order_idx\` ON \`_pages_v_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_parent_id_idx\` ON \`_pages_v_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_path_idx\` ON \`_pages_v_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_split_feature_image_idx\` ON \`_pages_v_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`duration\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_items_order_idx\` ON \`_pages_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_items_parent_id_idx\` ON \`_pages_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_order_idx\` ON \`_pages_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_parent_id_idx\` ON \`_pages_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_path_idx\` ON \`_pages_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_items_order_idx\` ON \`_pages_v_blocks_problems_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_items_parent_id_idx\` ON \`_pages_v_blocks_problems_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`resolution\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_order_idx\` ON \`_pages_v_blocks_problems\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_parent_id_idx\` ON \`_pages_v_blocks_problems\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problems_path_idx\` ON \`_pages_v_blocks_problems\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`company\` text,
  	\`result\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_stories_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text,
  	\`sector\` text,
  	\`result\` text,
  	\`summary\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_customer_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_stories_items_order_idx\` ON \`_pages_v_blocks_customer_stories_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_stories_items_parent_id_idx\` ON \`_pages_v_blocks_customer_stories_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_stories_order_idx\` ON \`_pages_v_blocks_customer_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_stories_parent_id_idx\` ON \`_pages_v_blocks_customer_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_stories_path_idx\` ON \`_pages_v_blocks_customer_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`badge\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_partners_items_order_idx\` ON \`_pages_v_blocks_partners_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_partners_items_parent_id_idx\` ON \`_pages_v_blocks_partners_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_partners_order_idx\` ON \`_pages_v_blocks_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_partners_parent_id_idx\` ON \`_pages_v_blocks_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_partners_path_idx\` ON \`_pages_v_blocks_partners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'featured',
  	\`group\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_grid_order_idx\` ON \`_pages_v_blocks_product_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_grid_parent_id_idx\` ON \`_pages_v_blocks_product_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_grid_path_idx\` ON \`_pages_v_blocks_product_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hosting_regions_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`location\` text,
  	\`code\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hosting_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hosting_regions_regions_order_idx\` ON \`_pages_v_blocks_hosting_regions_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hosting_regions_regions_parent_id_idx\` ON \`_pages_v_blocks_hosting_regions_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hosting_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hosting_regions_order_idx\` ON \`_pages_v_blocks_hosting_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hosting_regions_parent_id_idx\` ON \`_pages_v_blocks_hosting_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hosting_regions_path_idx\` ON \`_pages_v_blocks_hosting_regions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_sovereignty_points_order_idx\` ON \`_pages_v_blocks_data_sovereignty_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_sovereignty_points_parent_id_idx\` ON \`_pages_v_blocks_data_sovereignty_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_data_sovereignty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`note\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_sovereignty_order_idx\` ON \`_pages_v_blocks_data_sovereignty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_sovereignty_parent_id_idx\` ON \`_pages_v_blocks_data_sovereignty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_data_sovereignty_path_idx\` ON \`_pages_v_blocks_data_sovereignty\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`before\` text,
  	\`after\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cost_rows_order_idx\` ON \`_pages_v_blocks_cost_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cost_rows_parent_id_idx\` ON \`_pages_v_blocks_cost_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cost\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`before_label\` text DEFAULT 'On-premises',
  	\`after_label\` text DEFAULT 'Cloud hosted',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`assumptions\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cost_order_idx\` ON \`_pages_v_blocks_cost\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cost_parent_id_idx\` ON \`_pages_v_blocks_cost\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cost_path_idx\` ON \`_pages_v_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_persona_links_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`tagline\` text,
  	\`icon\` text DEFAULT 'Briefcase',
  	\`color\` text DEFAULT 'blue-600',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_persona_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_persona_links_items_order_idx\` ON \`_pages_v_blocks_persona_links_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_persona_links_items_parent_id_idx\` ON \`_pages_v_blocks_persona_links_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_persona_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_persona_links_order_idx\` ON \`_pages_v_blocks_persona_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_persona_links_parent_id_idx\` ON \`_pages_v_blocks_persona_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_persona_links_path_idx\` ON \`_pages_v_blocks_persona_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`content\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cta_benefits_order_idx\` ON \`_pages_v_blocks_contact_cta_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cta_benefits_parent_id_idx\` ON \`_pages_v_blocks_contact_cta_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`button_label\` text DEFAULT 'Get in Touch',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cta_order_idx\` ON \`_pages_v_blocks_contact_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cta_parent_id_idx\` ON \`_pages_v_blocks_contact_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cta_path_idx\` ON \`_pages_v_blocks_contact_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_order_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_parent_id_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_path_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_badge_strip_items_order_idx\` ON \`_pages_v_blocks_badge_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_badge_strip_items_parent_id_idx\` ON \`_pages_v_blocks_badge_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_badge_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_badge_strip_order_idx\` ON \`_pages_v_blocks_badge_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_badge_strip_parent_id_idx\` ON \`_pages_v_blocks_badge_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_badge_strip_path_idx\` ON \`_pages_v_blocks_badge_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_awards_order_idx\` ON \`_pages_v_blocks_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_awards_parent_id_idx\` ON \`_pages_v_blocks_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_awards_path_idx\` ON \`_pages_v_blocks_awards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_company_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Company details',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_details_order_idx\` ON \`_pages_v_blocks_company_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_details_parent_id_idx\` ON \`_pages_v_blocks_company_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_company_details_path_idx\` ON \`_pages_v_blocks_company_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'enquiry',
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`topic\` text DEFAULT 'SAP Business One',
  	\`ask_subsidiaries\` integer DEFAULT false,
  	\`ask_hosting\` integer DEFAULT false,
  	\`button_label\` text DEFAULT 'Send Enquiry',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_order_idx\` ON \`_pages_v_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_parent_id_idx\` ON \`_pages_v_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_enquiry_form_path_idx\` ON \`_pages_v_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_pricing_inclusions_order_idx\` ON \`_pages_v_blocks_bundle_pricing_inclusions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`_pages_v_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_pricing_terms_order_idx\` ON \`_pages_v_blocks_bundle_pricing_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_pricing_terms_parent_id_idx\` ON \`_pages_v_blocks_bundle_pricing_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bundle_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'pricing',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`inclusions_heading\` text DEFAULT 'Every bundle includes',
  	\`terms_heading\` text DEFAULT 'Bundle terms',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_pricing_order_idx\` ON \`_pages_v_blocks_bundle_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_pricing_parent_id_idx\` ON \`_pages_v_blocks_bundle_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_pricing_path_idx\` ON \`_pages_v_blocks_bundle_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hours_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'calculator',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hours_calculator_order_idx\` ON \`_pages_v_blocks_hours_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hours_calculator_parent_id_idx\` ON \`_pages_v_blocks_hours_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hours_calculator_path_idx\` ON \`_pages_v_blocks_hours_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send us a message',
  	\`intro\` text,
  	\`support_banner_title\` text DEFAULT 'Existing customer with a live issue?',
  	\`support_banner_text\` text DEFAULT 'Our service desk is the fastest route: critical issues get a response in under 2 hours. Use this form for new support contracts and general questions.',
  	\`thank_you_text\` text DEFAULT 'Your message is with our team. A consultant will reply within one business day, usually much sooner.',
  	\`office_heading\` text DEFAULT 'Head Office',
  	\`partners_heading\` text DEFAULT 'Our Partners',
  	\`call_heading\` text,
  	\`call_body\` text,
  	\`call_link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post_cta_text\` text,
  	\`post_cta_button_label\` text DEFAULT 'Get in Touch',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_list_order_idx\` ON \`_pages_v_blocks_blog_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_list_parent_id_idx\` ON \`_pages_v_blocks_blog_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_list_path_idx\` ON \`_pages_v_blocks_blog_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_search_order_idx\` ON \`_pages_v_blocks_faq_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_search_parent_id_idx\` ON \`_pages_v_blocks_faq_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_search_path_idx\` ON \`_pages_v_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_content_text\` text,
  	\`version_content_html\` text,
  	\`version_featured_image_id\` integer,
  	\`version_category_id\` integer,
  	\`version_author\` text,
  	\`version_published_at\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_featured_image_idx\` ON \`_posts_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
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
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_highlights_order_idx\` ON \`_landing_pages_v_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_highlights_parent_id_idx\` ON \`_landing_pages_v_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'page',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`call_button\` integer DEFAULT false,
  	\`call_label\` text DEFAULT 'Call',
  	\`scroll_button_label\` text,
  	\`show_award\` integer DEFAULT false,
  	\`illustration\` text DEFAULT 'auto',
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_order_idx\` ON \`_landing_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_parent_id_idx\` ON \`_landing_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_path_idx\` ON \`_landing_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hero_image_idx\` ON \`_landing_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_stat_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_stat_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stat_grid_items_order_idx\` ON \`_landing_pages_v_blocks_stat_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stat_grid_items_parent_id_idx\` ON \`_landing_pages_v_blocks_stat_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_stat_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'fixed',
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stat_grid_order_idx\` ON \`_landing_pages_v_blocks_stat_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stat_grid_parent_id_idx\` ON \`_landing_pages_v_blocks_stat_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_stat_grid_path_idx\` ON \`_landing_pages_v_blocks_stat_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_feature_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`stat\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_feature_cards_items_order_idx\` ON \`_landing_pages_v_blocks_feature_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_feature_cards_items_parent_id_idx\` ON \`_landing_pages_v_blocks_feature_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_feature_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`columns\` text DEFAULT '3',
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_feature_cards_order_idx\` ON \`_landing_pages_v_blocks_feature_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_feature_cards_parent_id_idx\` ON \`_landing_pages_v_blocks_feature_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_feature_cards_path_idx\` ON \`_landing_pages_v_blocks_feature_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_split_feature_bullets_order_idx\` ON \`_landing_pages_v_blocks_split_feature_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_split_feature_bullets_parent_id_idx\` ON \`_landing_pages_v_blocks_split_feature_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`illustration\` text,
  	\`image_id\` integer,
  	\`panel_position\` text DEFAULT 'right',
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_split_feature_order_idx\` ON \`_landing_pages_v_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_split_feature_parent_id_idx\` ON \`_landing_pages_v_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_split_feature_path_idx\` ON \`_landing_pages_v_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_split_feature_image_idx\` ON \`_landing_pages_v_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`duration\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_steps_items_order_idx\` ON \`_landing_pages_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_steps_items_parent_id_idx\` ON \`_landing_pages_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_steps_order_idx\` ON \`_landing_pages_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_steps_parent_id_idx\` ON \`_landing_pages_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_steps_path_idx\` ON \`_landing_pages_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_problems_items_order_idx\` ON \`_landing_pages_v_blocks_problems_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_problems_items_parent_id_idx\` ON \`_landing_pages_v_blocks_problems_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`resolution\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_problems_order_idx\` ON \`_landing_pages_v_blocks_problems\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_problems_parent_id_idx\` ON \`_landing_pages_v_blocks_problems\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_problems_path_idx\` ON \`_landing_pages_v_blocks_problems\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`company\` text,
  	\`result\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_quote_order_idx\` ON \`_landing_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_quote_parent_id_idx\` ON \`_landing_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_quote_path_idx\` ON \`_landing_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_customer_stories_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text,
  	\`sector\` text,
  	\`result\` text,
  	\`summary\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_customer_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_customer_stories_items_order_idx\` ON \`_landing_pages_v_blocks_customer_stories_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_customer_stories_items_parent_id_idx\` ON \`_landing_pages_v_blocks_customer_stories_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_customer_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_customer_stories_order_idx\` ON \`_landing_pages_v_blocks_customer_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_customer_stories_parent_id_idx\` ON \`_landing_pages_v_blocks_customer_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_customer_stories_path_idx\` ON \`_landing_pages_v_blocks_customer_stories\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`badge\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_partners_items_order_idx\` ON \`_landing_pages_v_blocks_partners_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_partners_items_parent_id_idx\` ON \`_landing_pages_v_blocks_partners_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_partners_order_idx\` ON \`_landing_pages_v_blocks_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_partners_parent_id_idx\` ON \`_landing_pages_v_blocks_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_partners_path_idx\` ON \`_landing_pages_v_blocks_partners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_product_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'featured',
  	\`group\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_product_grid_order_idx\` ON \`_landing_pages_v_blocks_product_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_product_grid_parent_id_idx\` ON \`_landing_pages_v_blocks_product_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_product_grid_path_idx\` ON \`_landing_pages_v_blocks_product_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_hosting_regions_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`location\` text,
  	\`code\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_hosting_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hosting_regions_regions_order_idx\` ON \`_landing_pages_v_blocks_hosting_regions_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hosting_regions_regions_parent_id_idx\` ON \`_landing_pages_v_blocks_hosting_regions_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_hosting_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hosting_regions_order_idx\` ON \`_landing_pages_v_blocks_hosting_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hosting_regions_parent_id_idx\` ON \`_landing_pages_v_blocks_hosting_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hosting_regions_path_idx\` ON \`_landing_pages_v_blocks_hosting_regions\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_data_sovereignty_points_order_idx\` ON \`_landing_pages_v_blocks_data_sovereignty_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_data_sovereignty_points_parent_id_idx\` ON \`_landing_pages_v_blocks_data_sovereignty_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_data_sovereignty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`note\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_data_sovereignty_order_idx\` ON \`_landing_pages_v_blocks_data_sovereignty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_data_sovereignty_parent_id_idx\` ON \`_landing_pages_v_blocks_data_sovereignty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_data_sovereignty_path_idx\` ON \`_landing_pages_v_blocks_data_sovereignty\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`before\` text,
  	\`after\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cost_rows_order_idx\` ON \`_landing_pages_v_blocks_cost_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cost_rows_parent_id_idx\` ON \`_landing_pages_v_blocks_cost_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_cost\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`before_label\` text DEFAULT 'On-premises',
  	\`after_label\` text DEFAULT 'Cloud hosted',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`assumptions\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cost_order_idx\` ON \`_landing_pages_v_blocks_cost\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cost_parent_id_idx\` ON \`_landing_pages_v_blocks_cost\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cost_path_idx\` ON \`_landing_pages_v_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_persona_links_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`tagline\` text,
  	\`icon\` text DEFAULT 'Briefcase',
  	\`color\` text DEFAULT 'blue-600',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_persona_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_persona_links_items_order_idx\` ON \`_landing_pages_v_blocks_persona_links_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_persona_links_items_parent_id_idx\` ON \`_landing_pages_v_blocks_persona_links_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_persona_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_persona_links_order_idx\` ON \`_landing_pages_v_blocks_persona_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_persona_links_parent_id_idx\` ON \`_landing_pages_v_blocks_persona_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_persona_links_path_idx\` ON \`_landing_pages_v_blocks_persona_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_faq_items_order_idx\` ON \`_landing_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_faq_items_parent_id_idx\` ON \`_landing_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_faq_order_idx\` ON \`_landing_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_faq_parent_id_idx\` ON \`_landing_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_faq_path_idx\` ON \`_landing_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`content\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_rich_text_order_idx\` ON \`_landing_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_rich_text_parent_id_idx\` ON \`_landing_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_rich_text_path_idx\` ON \`_landing_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_contact_cta_benefits_order_idx\` ON \`_landing_pages_v_blocks_contact_cta_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_contact_cta_benefits_parent_id_idx\` ON \`_landing_pages_v_blocks_contact_cta_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_contact_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`button_label\` text DEFAULT 'Get in Touch',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_contact_cta_order_idx\` ON \`_landing_pages_v_blocks_contact_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_contact_cta_parent_id_idx\` ON \`_landing_pages_v_blocks_contact_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_contact_cta_path_idx\` ON \`_landing_pages_v_blocks_contact_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cta_banner_order_idx\` ON \`_landing_pages_v_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cta_banner_parent_id_idx\` ON \`_landing_pages_v_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_cta_banner_path_idx\` ON \`_landing_pages_v_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_badge_strip_items_order_idx\` ON \`_landing_pages_v_blocks_badge_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_badge_strip_items_parent_id_idx\` ON \`_landing_pages_v_blocks_badge_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_badge_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_badge_strip_order_idx\` ON \`_landing_pages_v_blocks_badge_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_badge_strip_parent_id_idx\` ON \`_landing_pages_v_blocks_badge_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_badge_strip_path_idx\` ON \`_landing_pages_v_blocks_badge_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_awards_order_idx\` ON \`_landing_pages_v_blocks_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_awards_parent_id_idx\` ON \`_landing_pages_v_blocks_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_awards_path_idx\` ON \`_landing_pages_v_blocks_awards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_company_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Company details',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_company_details_order_idx\` ON \`_landing_pages_v_blocks_company_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_company_details_parent_id_idx\` ON \`_landing_pages_v_blocks_company_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_company_details_path_idx\` ON \`_landing_pages_v_blocks_company_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'enquiry',
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`topic\` text DEFAULT 'SAP Business One',
  	\`ask_subsidiaries\` integer DEFAULT false,
  	\`ask_hosting\` integer DEFAULT false,
  	\`button_label\` text DEFAULT 'Send Enquiry',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_enquiry_form_order_idx\` ON \`_landing_pages_v_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_enquiry_form_parent_id_idx\` ON \`_landing_pages_v_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_enquiry_form_path_idx\` ON \`_landing_pages_v_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_bundle_pricing_inclusions_order_idx\` ON \`_landing_pages_v_blocks_bundle_pricing_inclusions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`_landing_pages_v_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_bundle_pricing_terms_order_idx\` ON \`_landing_pages_v_blocks_bundle_pricing_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_bundle_pricing_terms_parent_id_idx\` ON \`_landing_pages_v_blocks_bundle_pricing_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_bundle_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'pricing',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`inclusions_heading\` text DEFAULT 'Every bundle includes',
  	\`terms_heading\` text DEFAULT 'Bundle terms',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_bundle_pricing_order_idx\` ON \`_landing_pages_v_blocks_bundle_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_bundle_pricing_parent_id_idx\` ON \`_landing_pages_v_blocks_bundle_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_bundle_pricing_path_idx\` ON \`_landing_pages_v_blocks_bundle_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_blocks_hours_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'calculator',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hours_calculator_order_idx\` ON \`_landing_pages_v_blocks_hours_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hours_calculator_parent_id_idx\` ON \`_landing_pages_v_blocks_hours_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_blocks_hours_calculator_path_idx\` ON \`_landing_pages_v_blocks_hours_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_slug\` text,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_template\` text DEFAULT 'none',
  	\`version_layout\` text DEFAULT 'site',
  	\`version_created_by\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_parent_idx\` ON \`_landing_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_slug_idx\` ON \`_landing_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_meta_version_meta_image_idx\` ON \`_landing_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_updated_at_idx\` ON \`_landing_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version_created_at_idx\` ON \`_landing_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_version_version__status_idx\` ON \`_landing_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_created_at_idx\` ON \`_landing_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_updated_at_idx\` ON \`_landing_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_latest_idx\` ON \`_landing_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_autosave_idx\` ON \`_landing_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_landing_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_landing_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_rels_order_idx\` ON \`_landing_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_rels_parent_idx\` ON \`_landing_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_rels_path_idx\` ON \`_landing_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_rels_pages_id_idx\` ON \`_landing_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_rels_posts_id_idx\` ON \`_landing_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_pages_v_rels_products_id_idx\` ON \`_landing_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_tagline\` text,
  	\`version_description\` text,
  	\`version_icon\` text DEFAULT 'Package',
  	\`version_group\` text,
  	\`version_brand_color\` text DEFAULT 'blue-600',
  	\`version_featured\` integer DEFAULT false,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`lead_activity\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`type\` text NOT NULL,
  	\`by_id\` integer,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_activity_lead_idx\` ON \`lead_activity\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_by_idx\` ON \`lead_activity\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_updated_at_idx\` ON \`lead_activity\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_activity_created_at_idx\` ON \`lead_activity\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`template\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`sensitive\` integer DEFAULT false,
  	\`job_queued\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_status_idx\` ON \`outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`leads_id\` integer,
  	\`access_requests_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_requests_id\`) REFERENCES \`access_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_rels_order_idx\` ON \`outbox_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_parent_idx\` ON \`outbox_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_path_idx\` ON \`outbox_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_leads_id_idx\` ON \`outbox_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_access_requests_id_idx\` ON \`outbox_rels\` (\`access_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_users_id_idx\` ON \`outbox_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`email_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`email_templates_key_idx\` ON \`email_templates\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`email_templates_updated_at_idx\` ON \`email_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_templates_created_at_idx\` ON \`email_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_order_idx\` ON \`_site_settings_v_version_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_socials_parent_id_idx\` ON \`_site_settings_v_version_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_partner_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_badges_order_idx\` ON \`_site_settings_v_version_partner_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_partner_badges_parent_id_idx\` ON \`_site_settings_v_version_partner_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_company_name\` text DEFAULT 'Clearpath B1',
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_sales_email\` text,
  	\`version_address_line1\` text,
  	\`version_address_line2\` text,
  	\`version_address_city\` text,
  	\`version_address_postcode\` text,
  	\`version_address_country\` text DEFAULT 'United Kingdom',
  	\`version_company_number\` text,
  	\`version_vat_number\` text,
  	\`version_office_hours\` text DEFAULT 'Mon-Fri 9:00-17:30 UK time',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
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
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_sections_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'reference',
  	\`href\` text,
  	\`description\` text,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_sections_links_order_idx\` ON \`_navigation_v_version_items_sections_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_sections_links_parent_id_idx\` ON \`_navigation_v_version_items_sections_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_sections_order_idx\` ON \`_navigation_v_version_items_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_sections_parent_id_idx\` ON \`_navigation_v_version_items_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`kind\` text DEFAULT 'menu',
  	\`type\` text DEFAULT 'reference',
  	\`href\` text,
  	\`menu_type\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_order_idx\` ON \`_navigation_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_parent_id_idx\` ON \`_navigation_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_autosave_idx\` ON \`_navigation_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_rels_order_idx\` ON \`_navigation_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_rels_parent_idx\` ON \`_navigation_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_rels_path_idx\` ON \`_navigation_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_rels_pages_id_idx\` ON \`_navigation_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_rels_posts_id_idx\` ON \`_navigation_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_rels_products_id_idx\` ON \`_navigation_v_rels\` (\`products_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'reference',
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_links_order_idx\` ON \`_footer_v_version_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_links_parent_id_idx\` ON \`_footer_v_version_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_order_idx\` ON \`_footer_v_version_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_parent_id_idx\` ON \`_footer_v_version_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_tagline\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version__status_idx\` ON \`_footer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_latest_idx\` ON \`_footer_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_autosave_idx\` ON \`_footer_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_order_idx\` ON \`_footer_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_parent_idx\` ON \`_footer_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_path_idx\` ON \`_footer_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_pages_id_idx\` ON \`_footer_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_posts_id_idx\` ON \`_footer_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_rels_products_id_idx\` ON \`_footer_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_redirects_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_redirects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_items_order_idx\` ON \`_redirects_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_items_parent_id_idx\` ON \`_redirects_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_redirects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version__status_idx\` ON \`_redirects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_created_at_idx\` ON \`_redirects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_updated_at_idx\` ON \`_redirects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_latest_idx\` ON \`_redirects_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_autosave_idx\` ON \`_redirects_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_highlights\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_highlights\` RENAME TO \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_highlights_order_idx\` ON \`pages_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_highlights_parent_id_idx\` ON \`pages_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'page',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`call_button\` integer DEFAULT false,
  	\`call_label\` text DEFAULT 'Call',
  	\`scroll_button_label\` text,
  	\`show_award\` integer DEFAULT false,
  	\`illustration\` text DEFAULT 'auto',
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`stat\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_cards_items\`("_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href" FROM \`pages_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_cards_items\` RENAME TO \`pages_blocks_feature_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_cards_items_order_idx\` ON \`pages_blocks_feature_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_cards_items_parent_id_idx\` ON \`pages_blocks_feature_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_split_feature_bullets\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_split_feature_bullets\` RENAME TO \`pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_bullets_order_idx\` ON \`pages_blocks_split_feature_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_bullets_parent_id_idx\` ON \`pages_blocks_split_feature_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`illustration\` text,
  	\`image_id\` integer,
  	\`panel_position\` text DEFAULT 'right',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_split_feature\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name" FROM \`pages_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_split_feature\` RENAME TO \`pages_blocks_split_feature\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_order_idx\` ON \`pages_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_parent_id_idx\` ON \`pages_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_path_idx\` ON \`pages_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_image_idx\` ON \`pages_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`duration\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_steps_items\`("_order", "_parent_id", "id", "icon", "title", "description", "duration") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "duration" FROM \`pages_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_steps_items\` RENAME TO \`pages_blocks_steps_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_order_idx\` ON \`pages_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_parent_id_idx\` ON \`pages_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_problems_items\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`pages_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problems_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_problems_items\` RENAME TO \`pages_blocks_problems_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_items_order_idx\` ON \`pages_blocks_problems_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_items_parent_id_idx\` ON \`pages_blocks_problems_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`company\` text,
  	\`result\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_customer_stories_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`company\` text,
  	\`sector\` text,
  	\`result\` text,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_customer_stories_items\`("_order", "_parent_id", "id", "company", "sector", "result", "summary") SELECT "_order", "_parent_id", "id", "company", "sector", "result", "summary" FROM \`pages_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_stories_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_customer_stories_items\` RENAME TO \`pages_blocks_customer_stories_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_stories_items_order_idx\` ON \`pages_blocks_customer_stories_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_stories_items_parent_id_idx\` ON \`pages_blocks_customer_stories_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`badge\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_partners_items\`("_order", "_parent_id", "id", "name", "badge", "description") SELECT "_order", "_parent_id", "id", "name", "badge", "description" FROM \`pages_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_partners_items\` RENAME TO \`pages_blocks_partners_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_items_order_idx\` ON \`pages_blocks_partners_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_items_parent_id_idx\` ON \`pages_blocks_partners_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hosting_regions_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`location\` text,
  	\`code\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hosting_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hosting_regions_regions\`("_order", "_parent_id", "id", "name", "location", "code", "description") SELECT "_order", "_parent_id", "id", "name", "location", "code", "description" FROM \`pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hosting_regions_regions\` RENAME TO \`pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hosting_regions_regions_order_idx\` ON \`pages_blocks_hosting_regions_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hosting_regions_regions_parent_id_idx\` ON \`pages_blocks_hosting_regions_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_sovereignty_points\`("_order", "_parent_id", "id", "icon", "title", "description") SELECT "_order", "_parent_id", "id", "icon", "title", "description" FROM \`pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_sovereignty_points\` RENAME TO \`pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_points_order_idx\` ON \`pages_blocks_data_sovereignty_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_points_parent_id_idx\` ON \`pages_blocks_data_sovereignty_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_sovereignty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`note\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_sovereignty\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name" FROM \`pages_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_sovereignty\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_sovereignty\` RENAME TO \`pages_blocks_data_sovereignty\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_order_idx\` ON \`pages_blocks_data_sovereignty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_parent_id_idx\` ON \`pages_blocks_data_sovereignty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_path_idx\` ON \`pages_blocks_data_sovereignty\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`before\` text,
  	\`after\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cost_rows\`("_order", "_parent_id", "id", "item", "before", "after") SELECT "_order", "_parent_id", "id", "item", "before", "after" FROM \`pages_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cost_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cost_rows\` RENAME TO \`pages_blocks_cost_rows\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_rows_order_idx\` ON \`pages_blocks_cost_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_rows_parent_id_idx\` ON \`pages_blocks_cost_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cost\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`before_label\` text DEFAULT 'On-premises',
  	\`after_label\` text DEFAULT 'Cloud hosted',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`assumptions\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cost\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name" FROM \`pages_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cost\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cost\` RENAME TO \`pages_blocks_cost\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_order_idx\` ON \`pages_blocks_cost\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_parent_id_idx\` ON \`pages_blocks_cost\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_path_idx\` ON \`pages_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_persona_links_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`tagline\` text,
  	\`icon\` text DEFAULT 'Briefcase',
  	\`color\` text DEFAULT 'blue-600',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_persona_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_persona_links_items\`("_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color") SELECT "_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color" FROM \`pages_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_persona_links_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_persona_links_items\` RENAME TO \`pages_blocks_persona_links_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_persona_links_items_order_idx\` ON \`pages_blocks_persona_links_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_persona_links_items_parent_id_idx\` ON \`pages_blocks_persona_links_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq_items\` RENAME TO \`pages_blocks_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`content\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name" FROM \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_cta_benefits\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_cta_benefits\` RENAME TO \`pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_benefits_order_idx\` ON \`pages_blocks_contact_cta_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_benefits_parent_id_idx\` ON \`pages_blocks_contact_cta_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`button_label\` text DEFAULT 'Get in Touch',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_cta\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name" FROM \`pages_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cta\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_cta\` RENAME TO \`pages_blocks_contact_cta\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_order_idx\` ON \`pages_blocks_contact_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_parent_id_idx\` ON \`pages_blocks_contact_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_path_idx\` ON \`pages_blocks_contact_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cta_banner\`("_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name" FROM \`pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cta_banner\` RENAME TO \`pages_blocks_cta_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_order_idx\` ON \`pages_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_parent_id_idx\` ON \`pages_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_path_idx\` ON \`pages_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_badge_strip_items\`("_order", "_parent_id", "id", "icon", "label") SELECT "_order", "_parent_id", "id", "icon", "label" FROM \`pages_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_badge_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_badge_strip_items\` RENAME TO \`pages_blocks_badge_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_badge_strip_items_order_idx\` ON \`pages_blocks_badge_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_badge_strip_items_parent_id_idx\` ON \`pages_blocks_badge_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'enquiry',
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`topic\` text DEFAULT 'SAP Business One',
  	\`ask_subsidiaries\` integer DEFAULT false,
  	\`ask_hosting\` integer DEFAULT false,
  	\`button_label\` text DEFAULT 'Send Enquiry',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_enquiry_form\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name" FROM \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_enquiry_form\` RENAME TO \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_order_idx\` ON \`pages_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_parent_id_idx\` ON \`pages_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_path_idx\` ON \`pages_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_bundle_pricing_inclusions\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_bundle_pricing_inclusions\` RENAME TO \`pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_inclusions_order_idx\` ON \`pages_blocks_bundle_pricing_inclusions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`pages_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_bundle_pricing_terms\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_bundle_pricing_terms\` RENAME TO \`pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_terms_order_idx\` ON \`pages_blocks_bundle_pricing_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_terms_parent_id_idx\` ON \`pages_blocks_bundle_pricing_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_bundle_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'pricing',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`inclusions_heading\` text DEFAULT 'Every bundle includes',
  	\`terms_heading\` text DEFAULT 'Bundle terms',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_bundle_pricing\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name" FROM \`pages_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_bundle_pricing\` RENAME TO \`pages_blocks_bundle_pricing\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_order_idx\` ON \`pages_blocks_bundle_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_parent_id_idx\` ON \`pages_blocks_bundle_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_path_idx\` ON \`pages_blocks_bundle_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hours_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'calculator',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hours_calculator\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name" FROM \`pages_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hours_calculator\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hours_calculator\` RENAME TO \`pages_blocks_hours_calculator\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hours_calculator_order_idx\` ON \`pages_blocks_hours_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hours_calculator_parent_id_idx\` ON \`pages_blocks_hours_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hours_calculator_path_idx\` ON \`pages_blocks_hours_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send us a message',
  	\`intro\` text,
  	\`support_banner_title\` text DEFAULT 'Existing customer with a live issue?',
  	\`support_banner_text\` text DEFAULT 'Our service desk is the fastest route: critical issues get a response in under 2 hours. Use this form for new support contracts and general questions.',
  	\`thank_you_text\` text DEFAULT 'Your message is with our team. A consultant will reply within one business day, usually much sooner.',
  	\`office_heading\` text DEFAULT 'Head Office',
  	\`partners_heading\` text DEFAULT 'Our Partners',
  	\`call_heading\` text,
  	\`call_body\` text,
  	\`call_link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_form\`("_order", "_parent_id", "_path", "id", "heading", "intro", "support_banner_title", "support_banner_text", "thank_you_text", "office_heading", "partners_heading", "call_heading", "call_body", "call_link_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "support_banner_title", "support_banner_text", "thank_you_text", "office_heading", "partners_heading", "call_heading", "call_body", "call_link_label", "block_name" FROM \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_form\` RENAME TO \`pages_blocks_contact_form\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`content_text\` text,
  	\`content_html\` text,
  	\`featured_image_id\` integer,
  	\`category_id\` integer,
  	\`author\` text,
  	\`published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "content", "content_text", "content_html", "category_id", "author", "published_at", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "content", "content_text", "content_html", "category_id", "author", "published_at", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_featured_image_idx\` ON \`posts\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hero_highlights\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hero_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hero_highlights\` RENAME TO \`landing_pages_blocks_hero_highlights\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_highlights_order_idx\` ON \`landing_pages_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_highlights_parent_id_idx\` ON \`landing_pages_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'page',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`call_button\` integer DEFAULT false,
  	\`call_label\` text DEFAULT 'Call',
  	\`scroll_button_label\` text,
  	\`show_award\` integer DEFAULT false,
  	\`illustration\` text DEFAULT 'auto',
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name" FROM \`landing_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hero\` RENAME TO \`landing_pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_order_idx\` ON \`landing_pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_parent_id_idx\` ON \`landing_pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_path_idx\` ON \`landing_pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_image_idx\` ON \`landing_pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_feature_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`stat\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_feature_cards_items\`("_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href" FROM \`landing_pages_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_feature_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_feature_cards_items\` RENAME TO \`landing_pages_blocks_feature_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_feature_cards_items_order_idx\` ON \`landing_pages_blocks_feature_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_feature_cards_items_parent_id_idx\` ON \`landing_pages_blocks_feature_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_split_feature_bullets\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_split_feature_bullets\` RENAME TO \`landing_pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_bullets_order_idx\` ON \`landing_pages_blocks_split_feature_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_bullets_parent_id_idx\` ON \`landing_pages_blocks_split_feature_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_href\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`illustration\` text,
  	\`image_id\` integer,
  	\`panel_position\` text DEFAULT 'right',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_split_feature\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name" FROM \`landing_pages_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_split_feature\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_split_feature\` RENAME TO \`landing_pages_blocks_split_feature\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_order_idx\` ON \`landing_pages_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_parent_id_idx\` ON \`landing_pages_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_path_idx\` ON \`landing_pages_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_image_idx\` ON \`landing_pages_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text,
  	\`description\` text,
  	\`duration\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_steps_items\`("_order", "_parent_id", "id", "icon", "title", "description", "duration") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "duration" FROM \`landing_pages_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_steps_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_steps_items\` RENAME TO \`landing_pages_blocks_steps_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_steps_items_order_idx\` ON \`landing_pages_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_steps_items_parent_id_idx\` ON \`landing_pages_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_problems_items\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`landing_pages_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_problems_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_problems_items\` RENAME TO \`landing_pages_blocks_problems_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_problems_items_order_idx\` ON \`landing_pages_blocks_problems_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_problems_items_parent_id_idx\` ON \`landing_pages_blocks_problems_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`company\` text,
  	\`result\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name" FROM \`landing_pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_quote\` RENAME TO \`landing_pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_quote_order_idx\` ON \`landing_pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_quote_parent_id_idx\` ON \`landing_pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_quote_path_idx\` ON \`landing_pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_customer_stories_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`company\` text,
  	\`sector\` text,
  	\`result\` text,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_customer_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_customer_stories_items\`("_order", "_parent_id", "id", "company", "sector", "result", "summary") SELECT "_order", "_parent_id", "id", "company", "sector", "result", "summary" FROM \`landing_pages_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_customer_stories_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_customer_stories_items\` RENAME TO \`landing_pages_blocks_customer_stories_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_customer_stories_items_order_idx\` ON \`landing_pages_blocks_customer_stories_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_customer_stories_items_parent_id_idx\` ON \`landing_pages_blocks_customer_stories_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`badge\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_partners_items\`("_order", "_parent_id", "id", "name", "badge", "description") SELECT "_order", "_parent_id", "id", "name", "badge", "description" FROM \`landing_pages_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_partners_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_partners_items\` RENAME TO \`landing_pages_blocks_partners_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_partners_items_order_idx\` ON \`landing_pages_blocks_partners_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_partners_items_parent_id_idx\` ON \`landing_pages_blocks_partners_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hosting_regions_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`location\` text,
  	\`code\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_hosting_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hosting_regions_regions\`("_order", "_parent_id", "id", "name", "location", "code", "description") SELECT "_order", "_parent_id", "id", "name", "location", "code", "description" FROM \`landing_pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hosting_regions_regions\` RENAME TO \`landing_pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_regions_order_idx\` ON \`landing_pages_blocks_hosting_regions_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_regions_parent_id_idx\` ON \`landing_pages_blocks_hosting_regions_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_data_sovereignty_points\`("_order", "_parent_id", "id", "icon", "title", "description") SELECT "_order", "_parent_id", "id", "icon", "title", "description" FROM \`landing_pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_data_sovereignty_points\` RENAME TO \`landing_pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_points_order_idx\` ON \`landing_pages_blocks_data_sovereignty_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_points_parent_id_idx\` ON \`landing_pages_blocks_data_sovereignty_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_data_sovereignty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`note\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_data_sovereignty\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name" FROM \`landing_pages_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_data_sovereignty\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_data_sovereignty\` RENAME TO \`landing_pages_blocks_data_sovereignty\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_order_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_parent_id_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_path_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`before\` text,
  	\`after\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_cost_rows\`("_order", "_parent_id", "id", "item", "before", "after") SELECT "_order", "_parent_id", "id", "item", "before", "after" FROM \`landing_pages_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cost_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_cost_rows\` RENAME TO \`landing_pages_blocks_cost_rows\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_rows_order_idx\` ON \`landing_pages_blocks_cost_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_rows_parent_id_idx\` ON \`landing_pages_blocks_cost_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_cost\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`before_label\` text DEFAULT 'On-premises',
  	\`after_label\` text DEFAULT 'Cloud hosted',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`assumptions\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_cost\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name" FROM \`landing_pages_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cost\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_cost\` RENAME TO \`landing_pages_blocks_cost\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_order_idx\` ON \`landing_pages_blocks_cost\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_parent_id_idx\` ON \`landing_pages_blocks_cost\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_path_idx\` ON \`landing_pages_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_persona_links_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`tagline\` text,
  	\`icon\` text DEFAULT 'Briefcase',
  	\`color\` text DEFAULT 'blue-600',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_persona_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_persona_links_items\`("_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color") SELECT "_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color" FROM \`landing_pages_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_persona_links_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_persona_links_items\` RENAME TO \`landing_pages_blocks_persona_links_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_persona_links_items_order_idx\` ON \`landing_pages_blocks_persona_links_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_persona_links_items_parent_id_idx\` ON \`landing_pages_blocks_persona_links_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`landing_pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_faq_items\` RENAME TO \`landing_pages_blocks_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_faq_items_order_idx\` ON \`landing_pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_faq_items_parent_id_idx\` ON \`landing_pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`content\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name" FROM \`landing_pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_rich_text\` RENAME TO \`landing_pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_rich_text_order_idx\` ON \`landing_pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_rich_text_parent_id_idx\` ON \`landing_pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_rich_text_path_idx\` ON \`landing_pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_contact_cta_benefits\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_contact_cta_benefits\` RENAME TO \`landing_pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_benefits_order_idx\` ON \`landing_pages_blocks_contact_cta_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_benefits_parent_id_idx\` ON \`landing_pages_blocks_contact_cta_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_contact_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`button_label\` text DEFAULT 'Get in Touch',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_contact_cta\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name" FROM \`landing_pages_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_contact_cta\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_contact_cta\` RENAME TO \`landing_pages_blocks_contact_cta\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_order_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_parent_id_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_path_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_type\` text DEFAULT 'reference',
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_type\` text DEFAULT 'reference',
  	\`secondary_cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_cta_banner\`("_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name" FROM \`landing_pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cta_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_cta_banner\` RENAME TO \`landing_pages_blocks_cta_banner\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_banner_order_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_banner_parent_id_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_banner_path_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_badge_strip_items\`("_order", "_parent_id", "id", "icon", "label") SELECT "_order", "_parent_id", "id", "icon", "label" FROM \`landing_pages_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_badge_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_badge_strip_items\` RENAME TO \`landing_pages_blocks_badge_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_badge_strip_items_order_idx\` ON \`landing_pages_blocks_badge_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_badge_strip_items_parent_id_idx\` ON \`landing_pages_blocks_badge_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'enquiry',
  	\`product_name\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`topic\` text DEFAULT 'SAP Business One',
  	\`ask_subsidiaries\` integer DEFAULT false,
  	\`ask_hosting\` integer DEFAULT false,
  	\`button_label\` text DEFAULT 'Send Enquiry',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_enquiry_form\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name" FROM \`landing_pages_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_enquiry_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_enquiry_form\` RENAME TO \`landing_pages_blocks_enquiry_form\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_order_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_parent_id_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_path_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_bundle_pricing_inclusions\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_bundle_pricing_inclusions\` RENAME TO \`landing_pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_inclusions_order_idx\` ON \`landing_pages_blocks_bundle_pricing_inclusions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_bundle_pricing_terms\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_bundle_pricing_terms\` RENAME TO \`landing_pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_terms_order_idx\` ON \`landing_pages_blocks_bundle_pricing_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_terms_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_bundle_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'pricing',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`inclusions_heading\` text DEFAULT 'Every bundle includes',
  	\`terms_heading\` text DEFAULT 'Bundle terms',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_bundle_pricing\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name" FROM \`landing_pages_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_bundle_pricing\` RENAME TO \`landing_pages_blocks_bundle_pricing\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_order_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_path_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hours_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'calculator',
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hours_calculator\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name" FROM \`landing_pages_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hours_calculator\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hours_calculator\` RENAME TO \`landing_pages_blocks_hours_calculator\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_order_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_parent_id_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_path_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`is_active\` integer DEFAULT true,
  	\`template\` text DEFAULT 'none',
  	\`layout\` text DEFAULT 'site',
  	\`created_by\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages\`("id", "title", "description", "slug", "is_active", "template", "created_by", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "slug", "is_active", "template", "created_by", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status" FROM \`landing_pages\`;`)
  await db.run(sql`DROP TABLE \`landing_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages\` RENAME TO \`landing_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_pages_slug_idx\` ON \`landing_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_meta_meta_image_idx\` ON \`landing_pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_updated_at_idx\` ON \`landing_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_created_at_idx\` ON \`landing_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages__status_idx\` ON \`landing_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`tagline\` text,
  	\`description\` text,
  	\`icon\` text DEFAULT 'Package',
  	\`group\` text,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`featured\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "slug", "tagline", "description", "icon", "group", "brand_color", "featured", "order", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "tagline", "description", "icon", "group", "brand_color", "featured", "order", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_small_url\` text,
  	\`sizes_small_width\` numeric,
  	\`sizes_small_height\` numeric,
  	\`sizes_small_mime_type\` text,
  	\`sizes_small_filesize\` numeric,
  	\`sizes_small_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", COALESCE("alt", "filename"), "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_small_sizes_small_filename_idx\` ON \`media\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_socials\`("_order", "_parent_id", "id", "platform", "url") SELECT "_order", "_parent_id", "id", "platform", "url" FROM \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_socials\` RENAME TO \`site_settings_socials\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE INDEX \`site_settings_partner_badges_order_idx\` ON \`site_settings_partner_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_badges_parent_id_idx\` ON \`site_settings_partner_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text DEFAULT 'Clearpath B1',
  	\`phone\` text,
  	\`email\` text,
  	\`sales_email\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_postcode\` text,
  	\`address_country\` text DEFAULT 'United Kingdom',
  	\`company_number\` text,
  	\`vat_number\` text,
  	\`office_hours\` text DEFAULT 'Mon-Fri 9:00-17:30 UK time',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "company_name", "phone", "email", "address_line1", "address_line2", "address_city", "address_postcode", "address_country", "office_hours", "_status", "updated_at", "created_at") SELECT "id", "company_name", "phone", "email", "address_line1", "address_line2", "address_city", "address_postcode", "address_country", "office_hours", "_status", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`kind\` text DEFAULT 'menu',
  	\`type\` text DEFAULT 'reference',
  	\`href\` text,
  	\`menu_type\` text,
  	\`intro\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items\`("_order", "_parent_id", "id", "label", "kind", "href", "menu_type", "intro") SELECT "_order", "_parent_id", "id", "label", "kind", "href", "menu_type", "intro" FROM \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items\` RENAME TO \`navigation_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'reference',
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns\`("_order", "_parent_id", "id", "heading") SELECT "_order", "_parent_id", "id", "heading" FROM \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns\` RENAME TO \`footer_columns\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_items\`("_order", "_parent_id", "id", "from", "to") SELECT "_order", "_parent_id", "id", "from", "to" FROM \`redirects_items\`;`)
  await db.run(sql`DROP TABLE \`redirects_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_items\` RENAME TO \`redirects_items\`;`)
  await db.run(sql`CREATE INDEX \`redirects_items_order_idx\` ON \`redirects_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_items_parent_id_idx\` ON \`redirects_items\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_grid\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_product_grid\` ADD \`link_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`advisor_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`due_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_contacted_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`overdue_notified_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`attribution_utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`attribution_utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`attribution_utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`attribution_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_term_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_suggested_bundle\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_discount_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_effective_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_payg_monthly\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_subscription_monthly\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`quote_monthly_savings\` numeric;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_advisor_idx\` ON \`leads\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_due_at_idx\` ON \`leads\` (\`due_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_activity_id\` integer REFERENCES lead_activity(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_id\` integer REFERENCES outbox(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_templates_id\` integer REFERENCES email_templates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`email_templates_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation_items_sections_links\` ADD \`type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`footer__status_idx\` ON \`footer\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`redirects__status_idx\` ON \`redirects\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_company_details\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stat_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stat_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_stories\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_partners\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hosting_regions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_persona_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_badge_strip\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_awards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_company_details\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_company_details\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_stat_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_stat_grid\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_feature_cards\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_customer_stories\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_partners\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_product_grid\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_hosting_regions\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_persona_links\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_badge_strip\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_awards\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_company_details\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_landing_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`lead_activity\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`DROP TABLE \`outbox_rels\`;`)
  await db.run(sql`DROP TABLE \`email_templates\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_socials\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_partner_badges\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_sections_links\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_sections\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns_links\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_redirects_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_redirects_v\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`excerpt\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`content_text\` text,
  	\`featured_image\` text,
  	\`category_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`author\` text,
  	\`published_at\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "content", "content_text", "featured_image", "category_id", "status", "author", "published_at", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "title", "slug", "excerpt", "content", "content_text", "featured_image", "category_id", "status", "author", "published_at", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
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
  	\`assigned_to\` text,
  	\`consent_given\` integer DEFAULT false,
  	\`consent_given_at\` text,
  	\`consent_source_page\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "first_name", "last_name", "email", "phone", "company", "role", "topic", "message", "source", "status", "assigned_to", "consent_given", "consent_given_at", "consent_source_page", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "phone", "company", "role", "topic", "message", "source", "status", "assigned_to", "consent_given", "consent_given_at", "consent_source_page", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`access_requests_id\`) REFERENCES \`access_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_roles_id\`) REFERENCES \`job_roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faq_items_id", "landing_pages_id", "products_id", "awards_id", "stats_id", "media_id", "leads_id", "access_requests_id", "users_id", "job_roles_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "faq_items_id", "landing_pages_id", "products_id", "awards_id", "stats_id", "media_id", "leads_id", "access_requests_id", "users_id", "job_roles_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`access_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`job_roles_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "title", "path", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`slug\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`template\` text DEFAULT 'none',
  	\`created_by\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages\`("id", "title", "description", "slug", "is_active", "template", "created_by", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "title", "description", "slug", "is_active", "template", "created_by", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`landing_pages\`;`)
  await db.run(sql`DROP TABLE \`landing_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages\` RENAME TO \`landing_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_pages_slug_idx\` ON \`landing_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_meta_meta_image_idx\` ON \`landing_pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_updated_at_idx\` ON \`landing_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_created_at_idx\` ON \`landing_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`description\` text,
  	\`icon\` text DEFAULT 'Package',
  	\`group\` text NOT NULL,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`featured\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "name", "slug", "tagline", "description", "icon", "group", "brand_color", "featured", "order", "updated_at", "created_at") SELECT "id", "name", "slug", "tagline", "description", "icon", "group", "brand_color", "featured", "order", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text DEFAULT 'Clearpath B1' NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_postcode\` text,
  	\`address_country\` text DEFAULT 'United Kingdom',
  	\`office_hours\` text DEFAULT 'Mon-Fri 9:00-17:30 UK time',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "company_name", "phone", "email", "address_line1", "address_line2", "address_city", "address_postcode", "address_country", "office_hours", "updated_at", "created_at") SELECT "id", "company_name", "phone", "email", "address_line1", "address_line2", "address_city", "address_postcode", "address_country", "office_hours", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`DROP INDEX \`navigation__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`footer__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`redirects__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_highlights\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_highlights\` RENAME TO \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_highlights_order_idx\` ON \`pages_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_highlights_parent_id_idx\` ON \`pages_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'page',
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_href\` text,
  	\`call_button\` integer DEFAULT false,
  	\`call_label\` text DEFAULT 'Call',
  	\`scroll_button_label\` text,
  	\`show_award\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`stat\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_cards_items\`("_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href" FROM \`pages_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_cards_items\` RENAME TO \`pages_blocks_feature_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_cards_items_order_idx\` ON \`pages_blocks_feature_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_cards_items_parent_id_idx\` ON \`pages_blocks_feature_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_split_feature_bullets\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_split_feature_bullets\` RENAME TO \`pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_bullets_order_idx\` ON \`pages_blocks_split_feature_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_bullets_parent_id_idx\` ON \`pages_blocks_split_feature_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`image_id\` integer,
  	\`panel_position\` text DEFAULT 'right',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_split_feature\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name" FROM \`pages_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_split_feature\` RENAME TO \`pages_blocks_split_feature\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_order_idx\` ON \`pages_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_parent_id_idx\` ON \`pages_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_path_idx\` ON \`pages_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_image_idx\` ON \`pages_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`duration\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_steps_items\`("_order", "_parent_id", "id", "icon", "title", "description", "duration") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "duration" FROM \`pages_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_steps_items\` RENAME TO \`pages_blocks_steps_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_order_idx\` ON \`pages_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_parent_id_idx\` ON \`pages_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_problems_items\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`pages_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problems_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_problems_items\` RENAME TO \`pages_blocks_problems_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_items_order_idx\` ON \`pages_blocks_problems_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_items_parent_id_idx\` ON \`pages_blocks_problems_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`role\` text,
  	\`company\` text,
  	\`result\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_customer_stories_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`company\` text NOT NULL,
  	\`sector\` text,
  	\`result\` text NOT NULL,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_customer_stories_items\`("_order", "_parent_id", "id", "company", "sector", "result", "summary") SELECT "_order", "_parent_id", "id", "company", "sector", "result", "summary" FROM \`pages_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_stories_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_customer_stories_items\` RENAME TO \`pages_blocks_customer_stories_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_stories_items_order_idx\` ON \`pages_blocks_customer_stories_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_stories_items_parent_id_idx\` ON \`pages_blocks_customer_stories_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`badge\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_partners_items\`("_order", "_parent_id", "id", "name", "badge", "description") SELECT "_order", "_parent_id", "id", "name", "badge", "description" FROM \`pages_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_partners_items\` RENAME TO \`pages_blocks_partners_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_items_order_idx\` ON \`pages_blocks_partners_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_items_parent_id_idx\` ON \`pages_blocks_partners_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hosting_regions_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hosting_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hosting_regions_regions\`("_order", "_parent_id", "id", "name", "location", "code", "description") SELECT "_order", "_parent_id", "id", "name", "location", "code", "description" FROM \`pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hosting_regions_regions\` RENAME TO \`pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hosting_regions_regions_order_idx\` ON \`pages_blocks_hosting_regions_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hosting_regions_regions_parent_id_idx\` ON \`pages_blocks_hosting_regions_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_sovereignty_points\`("_order", "_parent_id", "id", "icon", "title", "description") SELECT "_order", "_parent_id", "id", "icon", "title", "description" FROM \`pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_sovereignty_points\` RENAME TO \`pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_points_order_idx\` ON \`pages_blocks_data_sovereignty_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_points_parent_id_idx\` ON \`pages_blocks_data_sovereignty_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_data_sovereignty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`note\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_data_sovereignty\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name" FROM \`pages_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_sovereignty\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_data_sovereignty\` RENAME TO \`pages_blocks_data_sovereignty\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_order_idx\` ON \`pages_blocks_data_sovereignty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_parent_id_idx\` ON \`pages_blocks_data_sovereignty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_data_sovereignty_path_idx\` ON \`pages_blocks_data_sovereignty\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`before\` text NOT NULL,
  	\`after\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cost_rows\`("_order", "_parent_id", "id", "item", "before", "after") SELECT "_order", "_parent_id", "id", "item", "before", "after" FROM \`pages_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cost_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cost_rows\` RENAME TO \`pages_blocks_cost_rows\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_rows_order_idx\` ON \`pages_blocks_cost_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_rows_parent_id_idx\` ON \`pages_blocks_cost_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cost\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`before_label\` text DEFAULT 'On-premises' NOT NULL,
  	\`after_label\` text DEFAULT 'Cloud hosted' NOT NULL,
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cost\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name" FROM \`pages_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cost\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cost\` RENAME TO \`pages_blocks_cost\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_order_idx\` ON \`pages_blocks_cost\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_parent_id_idx\` ON \`pages_blocks_cost\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_path_idx\` ON \`pages_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_persona_links_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`tagline\` text,
  	\`icon\` text DEFAULT 'Briefcase',
  	\`color\` text DEFAULT 'blue-600',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_persona_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_persona_links_items\`("_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color") SELECT "_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color" FROM \`pages_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_persona_links_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_persona_links_items\` RENAME TO \`pages_blocks_persona_links_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_persona_links_items_order_idx\` ON \`pages_blocks_persona_links_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_persona_links_items_parent_id_idx\` ON \`pages_blocks_persona_links_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_faq_items\` RENAME TO \`pages_blocks_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`content\` text NOT NULL,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name" FROM \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rich_text\` RENAME TO \`pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_cta_benefits\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_cta_benefits\` RENAME TO \`pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_benefits_order_idx\` ON \`pages_blocks_contact_cta_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_benefits_parent_id_idx\` ON \`pages_blocks_contact_cta_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`product_name\` text NOT NULL,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`button_label\` text DEFAULT 'Get in Touch',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_cta\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name" FROM \`pages_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cta\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_cta\` RENAME TO \`pages_blocks_contact_cta\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_order_idx\` ON \`pages_blocks_contact_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_parent_id_idx\` ON \`pages_blocks_contact_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_path_idx\` ON \`pages_blocks_contact_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cta_banner\`("_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name" FROM \`pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cta_banner\` RENAME TO \`pages_blocks_cta_banner\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_order_idx\` ON \`pages_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_parent_id_idx\` ON \`pages_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_path_idx\` ON \`pages_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_badge_strip_items\`("_order", "_parent_id", "id", "icon", "label") SELECT "_order", "_parent_id", "id", "icon", "label" FROM \`pages_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_badge_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_badge_strip_items\` RENAME TO \`pages_blocks_badge_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_badge_strip_items_order_idx\` ON \`pages_blocks_badge_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_badge_strip_items_parent_id_idx\` ON \`pages_blocks_badge_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'enquiry',
  	\`product_name\` text NOT NULL,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`topic\` text DEFAULT 'SAP Business One',
  	\`ask_subsidiaries\` integer DEFAULT false,
  	\`button_label\` text DEFAULT 'Send Enquiry',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_enquiry_form\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name" FROM \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_enquiry_form\` RENAME TO \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_order_idx\` ON \`pages_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_parent_id_idx\` ON \`pages_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_path_idx\` ON \`pages_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_bundle_pricing_inclusions\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_bundle_pricing_inclusions\` RENAME TO \`pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_inclusions_order_idx\` ON \`pages_blocks_bundle_pricing_inclusions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`pages_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_bundle_pricing_terms\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_bundle_pricing_terms\` RENAME TO \`pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_terms_order_idx\` ON \`pages_blocks_bundle_pricing_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_terms_parent_id_idx\` ON \`pages_blocks_bundle_pricing_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_bundle_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'pricing',
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`inclusions_heading\` text DEFAULT 'Every bundle includes',
  	\`terms_heading\` text DEFAULT 'Bundle terms',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_bundle_pricing\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name" FROM \`pages_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_bundle_pricing\` RENAME TO \`pages_blocks_bundle_pricing\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_order_idx\` ON \`pages_blocks_bundle_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_parent_id_idx\` ON \`pages_blocks_bundle_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_pricing_path_idx\` ON \`pages_blocks_bundle_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hours_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'calculator',
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hours_calculator\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name" FROM \`pages_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hours_calculator\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hours_calculator\` RENAME TO \`pages_blocks_hours_calculator\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hours_calculator_order_idx\` ON \`pages_blocks_hours_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hours_calculator_parent_id_idx\` ON \`pages_blocks_hours_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hours_calculator_path_idx\` ON \`pages_blocks_hours_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send us a message' NOT NULL,
  	\`intro\` text,
  	\`support_banner_title\` text DEFAULT 'Existing customer with a live issue?',
  	\`support_banner_text\` text DEFAULT 'Our service desk is the fastest route: critical issues get a response in under 2 hours. Use this form for new support contracts and general questions.',
  	\`thank_you_text\` text DEFAULT 'Your message is with our team. A consultant will reply within one business day, usually much sooner.',
  	\`office_heading\` text DEFAULT 'Head Office' NOT NULL,
  	\`partners_heading\` text DEFAULT 'Our Partners' NOT NULL,
  	\`call_heading\` text,
  	\`call_body\` text,
  	\`call_link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_form\`("_order", "_parent_id", "_path", "id", "heading", "intro", "support_banner_title", "support_banner_text", "thank_you_text", "office_heading", "partners_heading", "call_heading", "call_body", "call_link_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "support_banner_title", "support_banner_text", "thank_you_text", "office_heading", "partners_heading", "call_heading", "call_body", "call_link_label", "block_name" FROM \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_form\` RENAME TO \`pages_blocks_contact_form\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hero_highlights\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hero_highlights\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hero_highlights\` RENAME TO \`landing_pages_blocks_hero_highlights\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_highlights_order_idx\` ON \`landing_pages_blocks_hero_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_highlights_parent_id_idx\` ON \`landing_pages_blocks_hero_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'page',
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_href\` text,
  	\`call_button\` integer DEFAULT false,
  	\`call_label\` text DEFAULT 'Call',
  	\`scroll_button_label\` text,
  	\`show_award\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "size", "eyebrow", "heading", "subheading", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "call_button", "call_label", "scroll_button_label", "show_award", "image_id", "block_name" FROM \`landing_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hero\` RENAME TO \`landing_pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_order_idx\` ON \`landing_pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_parent_id_idx\` ON \`landing_pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_path_idx\` ON \`landing_pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_image_idx\` ON \`landing_pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_feature_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`stat\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_feature_cards_items\`("_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "stat", "link_label", "link_href" FROM \`landing_pages_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_feature_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_feature_cards_items\` RENAME TO \`landing_pages_blocks_feature_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_feature_cards_items_order_idx\` ON \`landing_pages_blocks_feature_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_feature_cards_items_parent_id_idx\` ON \`landing_pages_blocks_feature_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_split_feature_bullets\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_split_feature_bullets\` RENAME TO \`landing_pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_bullets_order_idx\` ON \`landing_pages_blocks_split_feature_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_bullets_parent_id_idx\` ON \`landing_pages_blocks_split_feature_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_split_feature\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`icon\` text DEFAULT 'Sparkles',
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`image_id\` integer,
  	\`panel_position\` text DEFAULT 'right',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_split_feature\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "link_label", "link_href", "icon", "highlight_value", "highlight_label", "image_id", "panel_position", "theme", "block_name" FROM \`landing_pages_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_split_feature\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_split_feature\` RENAME TO \`landing_pages_blocks_split_feature\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_order_idx\` ON \`landing_pages_blocks_split_feature\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_parent_id_idx\` ON \`landing_pages_blocks_split_feature\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_path_idx\` ON \`landing_pages_blocks_split_feature\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_split_feature_image_idx\` ON \`landing_pages_blocks_split_feature\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'CircleCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`duration\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_steps_items\`("_order", "_parent_id", "id", "icon", "title", "description", "duration") SELECT "_order", "_parent_id", "id", "icon", "title", "description", "duration" FROM \`landing_pages_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_steps_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_steps_items\` RENAME TO \`landing_pages_blocks_steps_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_steps_items_order_idx\` ON \`landing_pages_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_steps_items_parent_id_idx\` ON \`landing_pages_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_problems_items\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`landing_pages_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_problems_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_problems_items\` RENAME TO \`landing_pages_blocks_problems_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_problems_items_order_idx\` ON \`landing_pages_blocks_problems_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_problems_items_parent_id_idx\` ON \`landing_pages_blocks_problems_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`role\` text,
  	\`company\` text,
  	\`result\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "company", "result", "theme", "block_name" FROM \`landing_pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_quote\` RENAME TO \`landing_pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_quote_order_idx\` ON \`landing_pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_quote_parent_id_idx\` ON \`landing_pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_quote_path_idx\` ON \`landing_pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_customer_stories_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`company\` text NOT NULL,
  	\`sector\` text,
  	\`result\` text NOT NULL,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_customer_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_customer_stories_items\`("_order", "_parent_id", "id", "company", "sector", "result", "summary") SELECT "_order", "_parent_id", "id", "company", "sector", "result", "summary" FROM \`landing_pages_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_customer_stories_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_customer_stories_items\` RENAME TO \`landing_pages_blocks_customer_stories_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_customer_stories_items_order_idx\` ON \`landing_pages_blocks_customer_stories_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_customer_stories_items_parent_id_idx\` ON \`landing_pages_blocks_customer_stories_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`badge\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_partners_items\`("_order", "_parent_id", "id", "name", "badge", "description") SELECT "_order", "_parent_id", "id", "name", "badge", "description" FROM \`landing_pages_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_partners_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_partners_items\` RENAME TO \`landing_pages_blocks_partners_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_partners_items_order_idx\` ON \`landing_pages_blocks_partners_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_partners_items_parent_id_idx\` ON \`landing_pages_blocks_partners_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hosting_regions_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_hosting_regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hosting_regions_regions\`("_order", "_parent_id", "id", "name", "location", "code", "description") SELECT "_order", "_parent_id", "id", "name", "location", "code", "description" FROM \`landing_pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hosting_regions_regions\` RENAME TO \`landing_pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_regions_order_idx\` ON \`landing_pages_blocks_hosting_regions_regions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_regions_parent_id_idx\` ON \`landing_pages_blocks_hosting_regions_regions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_data_sovereignty_points\`("_order", "_parent_id", "id", "icon", "title", "description") SELECT "_order", "_parent_id", "id", "icon", "title", "description" FROM \`landing_pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_data_sovereignty_points\` RENAME TO \`landing_pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_points_order_idx\` ON \`landing_pages_blocks_data_sovereignty_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_points_parent_id_idx\` ON \`landing_pages_blocks_data_sovereignty_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_data_sovereignty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`note\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_data_sovereignty\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "body", "note", "theme", "block_name" FROM \`landing_pages_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_data_sovereignty\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_data_sovereignty\` RENAME TO \`landing_pages_blocks_data_sovereignty\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_order_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_parent_id_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_path_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`before\` text NOT NULL,
  	\`after\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_cost_rows\`("_order", "_parent_id", "id", "item", "before", "after") SELECT "_order", "_parent_id", "id", "item", "before", "after" FROM \`landing_pages_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cost_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_cost_rows\` RENAME TO \`landing_pages_blocks_cost_rows\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_rows_order_idx\` ON \`landing_pages_blocks_cost_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_rows_parent_id_idx\` ON \`landing_pages_blocks_cost_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_cost\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`before_label\` text DEFAULT 'On-premises' NOT NULL,
  	\`after_label\` text DEFAULT 'Cloud hosted' NOT NULL,
  	\`highlight_value\` text,
  	\`highlight_label\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_cost\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "before_label", "after_label", "highlight_value", "highlight_label", "theme", "block_name" FROM \`landing_pages_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cost\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_cost\` RENAME TO \`landing_pages_blocks_cost\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_order_idx\` ON \`landing_pages_blocks_cost\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_parent_id_idx\` ON \`landing_pages_blocks_cost\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_path_idx\` ON \`landing_pages_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_persona_links_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`tagline\` text,
  	\`icon\` text DEFAULT 'Briefcase',
  	\`color\` text DEFAULT 'blue-600',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_persona_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_persona_links_items\`("_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color") SELECT "_order", "_parent_id", "id", "title", "path", "tagline", "icon", "color" FROM \`landing_pages_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_persona_links_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_persona_links_items\` RENAME TO \`landing_pages_blocks_persona_links_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_persona_links_items_order_idx\` ON \`landing_pages_blocks_persona_links_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_persona_links_items_parent_id_idx\` ON \`landing_pages_blocks_persona_links_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_faq_items\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`landing_pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_faq_items\` RENAME TO \`landing_pages_blocks_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_faq_items_order_idx\` ON \`landing_pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_faq_items_parent_id_idx\` ON \`landing_pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`content\` text NOT NULL,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_rich_text\`("_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "content", "theme", "block_name" FROM \`landing_pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_rich_text\` RENAME TO \`landing_pages_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_rich_text_order_idx\` ON \`landing_pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_rich_text_parent_id_idx\` ON \`landing_pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_rich_text_path_idx\` ON \`landing_pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_contact_cta_benefits\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_contact_cta_benefits\` RENAME TO \`landing_pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_benefits_order_idx\` ON \`landing_pages_blocks_contact_cta_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_benefits_parent_id_idx\` ON \`landing_pages_blocks_contact_cta_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_contact_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`product_name\` text NOT NULL,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`button_label\` text DEFAULT 'Get in Touch',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_contact_cta\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "button_label", "block_name" FROM \`landing_pages_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_contact_cta\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_contact_cta\` RENAME TO \`landing_pages_blocks_contact_cta\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_order_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_parent_id_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_contact_cta_path_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text NOT NULL,
  	\`body\` text,
  	\`primary_cta_label\` text,
  	\`primary_cta_href\` text,
  	\`secondary_cta_label\` text,
  	\`secondary_cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_cta_banner\`("_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "heading", "body", "primary_cta_label", "primary_cta_href", "secondary_cta_label", "secondary_cta_href", "block_name" FROM \`landing_pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cta_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_cta_banner\` RENAME TO \`landing_pages_blocks_cta_banner\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_banner_order_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_banner_parent_id_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cta_banner_path_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_badge_strip_items\`("_order", "_parent_id", "id", "icon", "label") SELECT "_order", "_parent_id", "id", "icon", "label" FROM \`landing_pages_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_badge_strip_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_badge_strip_items\` RENAME TO \`landing_pages_blocks_badge_strip_items\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_badge_strip_items_order_idx\` ON \`landing_pages_blocks_badge_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_badge_strip_items_parent_id_idx\` ON \`landing_pages_blocks_badge_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_enquiry_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'enquiry',
  	\`product_name\` text NOT NULL,
  	\`brand_color\` text DEFAULT 'blue-600',
  	\`headline\` text,
  	\`description\` text,
  	\`topic\` text DEFAULT 'SAP Business One',
  	\`ask_subsidiaries\` integer DEFAULT false,
  	\`button_label\` text DEFAULT 'Send Enquiry',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_enquiry_form\`("_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "product_name", "brand_color", "headline", "description", "topic", "ask_subsidiaries", "button_label", "block_name" FROM \`landing_pages_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_enquiry_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_enquiry_form\` RENAME TO \`landing_pages_blocks_enquiry_form\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_order_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_parent_id_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_path_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_bundle_pricing_inclusions\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_bundle_pricing_inclusions\` RENAME TO \`landing_pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_inclusions_order_idx\` ON \`landing_pages_blocks_bundle_pricing_inclusions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_bundle_pricing_terms\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`landing_pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_bundle_pricing_terms\` RENAME TO \`landing_pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_terms_order_idx\` ON \`landing_pages_blocks_bundle_pricing_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_terms_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_bundle_pricing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'pricing',
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`inclusions_heading\` text DEFAULT 'Every bundle includes',
  	\`terms_heading\` text DEFAULT 'Bundle terms',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_bundle_pricing\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "inclusions_heading", "terms_heading", "block_name" FROM \`landing_pages_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_bundle_pricing\` RENAME TO \`landing_pages_blocks_bundle_pricing\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_order_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_path_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_pages_blocks_hours_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'calculator',
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_pages_blocks_hours_calculator\`("_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "eyebrow", "heading", "intro", "block_name" FROM \`landing_pages_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hours_calculator\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_pages_blocks_hours_calculator\` RENAME TO \`landing_pages_blocks_hours_calculator\`;`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_order_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_parent_id_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_path_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_socials\`("_order", "_parent_id", "id", "platform", "url") SELECT "_order", "_parent_id", "id", "platform", "url" FROM \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_socials\` RENAME TO \`site_settings_socials\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_partner_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_partner_badges\`("_order", "_parent_id", "id", "name", "description") SELECT "_order", "_parent_id", "id", "name", "description" FROM \`site_settings_partner_badges\`;`)
  await db.run(sql`DROP TABLE \`site_settings_partner_badges\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_partner_badges\` RENAME TO \`site_settings_partner_badges\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_badges_order_idx\` ON \`site_settings_partner_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partner_badges_parent_id_idx\` ON \`site_settings_partner_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`kind\` text DEFAULT 'menu' NOT NULL,
  	\`href\` text,
  	\`menu_type\` text,
  	\`intro\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items\`("_order", "_parent_id", "id", "label", "kind", "href", "menu_type", "intro") SELECT "_order", "_parent_id", "id", "label", "kind", "href", "menu_type", "intro" FROM \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items\` RENAME TO \`navigation_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns\`("_order", "_parent_id", "id", "heading") SELECT "_order", "_parent_id", "id", "heading" FROM \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns\` RENAME TO \`footer_columns\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_items\`("_order", "_parent_id", "id", "from", "to") SELECT "_order", "_parent_id", "id", "from", "to" FROM \`redirects_items\`;`)
  await db.run(sql`DROP TABLE \`redirects_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_items\` RENAME TO \`redirects_items\`;`)
  await db.run(sql`CREATE INDEX \`redirects_items_order_idx\` ON \`redirects_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_items_parent_id_idx\` ON \`redirects_items\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_grid\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`landing_pages_blocks_product_grid\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`navigation_items_sections_links\` DROP COLUMN \`type\`;`)
}
