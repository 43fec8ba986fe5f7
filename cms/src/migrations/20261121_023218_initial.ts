import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hero_highlights_order_idx\` ON \`pages_blocks_hero_highlights\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hero_highlights_parent_id_idx\` ON \`pages_blocks_hero_highlights\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stat_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stat_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_stat_grid_items_order_idx\` ON \`pages_blocks_stat_grid_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_stat_grid_items_parent_id_idx\` ON \`pages_blocks_stat_grid_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_stat_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'fixed',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stat_grid_order_idx\` ON \`pages_blocks_stat_grid\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_stat_grid_parent_id_idx\` ON \`pages_blocks_stat_grid\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_stat_grid_path_idx\` ON \`pages_blocks_stat_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_cards_items\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_feature_cards_items_order_idx\` ON \`pages_blocks_feature_cards_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_feature_cards_items_parent_id_idx\` ON \`pages_blocks_feature_cards_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`columns\` text DEFAULT '3',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_feature_cards_order_idx\` ON \`pages_blocks_feature_cards\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_feature_cards_parent_id_idx\` ON \`pages_blocks_feature_cards\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_cards_path_idx\` ON \`pages_blocks_feature_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_split_feature_bullets_order_idx\` ON \`pages_blocks_split_feature_bullets\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_split_feature_bullets_parent_id_idx\` ON \`pages_blocks_split_feature_bullets\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_split_feature\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_split_feature_order_idx\` ON \`pages_blocks_split_feature\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_split_feature_parent_id_idx\` ON \`pages_blocks_split_feature\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_split_feature_path_idx\` ON \`pages_blocks_split_feature\` (\`_path\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_split_feature_image_idx\` ON \`pages_blocks_split_feature\` (\`image_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_items\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_order_idx\` ON \`pages_blocks_steps_items\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_steps_items_parent_id_idx\` ON \`pages_blocks_steps_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_order_idx\` ON \`pages_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_parent_id_idx\` ON \`pages_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_path_idx\` ON \`pages_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_problems_items_order_idx\` ON \`pages_blocks_problems_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_problems_items_parent_id_idx\` ON \`pages_blocks_problems_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`resolution\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_order_idx\` ON \`pages_blocks_problems\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_parent_id_idx\` ON \`pages_blocks_problems\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problems_path_idx\` ON \`pages_blocks_problems\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_stories_items\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_customer_stories_items_order_idx\` ON \`pages_blocks_customer_stories_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_customer_stories_items_parent_id_idx\` ON \`pages_blocks_customer_stories_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_customer_stories_order_idx\` ON \`pages_blocks_customer_stories\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_customer_stories_parent_id_idx\` ON \`pages_blocks_customer_stories\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_customer_stories_path_idx\` ON \`pages_blocks_customer_stories\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`badge\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_partners_items_order_idx\` ON \`pages_blocks_partners_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_partners_items_parent_id_idx\` ON \`pages_blocks_partners_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_order_idx\` ON \`pages_blocks_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_parent_id_idx\` ON \`pages_blocks_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_partners_path_idx\` ON \`pages_blocks_partners\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'featured',
  	\`group\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_grid_order_idx\` ON \`pages_blocks_product_grid\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_product_grid_parent_id_idx\` ON \`pages_blocks_product_grid\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_product_grid_path_idx\` ON \`pages_blocks_product_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hosting_regions_regions\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hosting_regions_regions_order_idx\` ON \`pages_blocks_hosting_regions_regions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hosting_regions_regions_parent_id_idx\` ON \`pages_blocks_hosting_regions_regions\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_hosting_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hosting_regions_order_idx\` ON \`pages_blocks_hosting_regions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hosting_regions_parent_id_idx\` ON \`pages_blocks_hosting_regions\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hosting_regions_path_idx\` ON \`pages_blocks_hosting_regions\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_data_sovereignty_points_order_idx\` ON \`pages_blocks_data_sovereignty_points\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_data_sovereignty_points_parent_id_idx\` ON \`pages_blocks_data_sovereignty_points\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_data_sovereignty\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_data_sovereignty_order_idx\` ON \`pages_blocks_data_sovereignty\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_data_sovereignty_parent_id_idx\` ON \`pages_blocks_data_sovereignty\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_data_sovereignty_path_idx\` ON \`pages_blocks_data_sovereignty\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`before\` text NOT NULL,
  	\`after\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_rows_order_idx\` ON \`pages_blocks_cost_rows\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_cost_rows_parent_id_idx\` ON \`pages_blocks_cost_rows\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_cost\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_order_idx\` ON \`pages_blocks_cost\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_parent_id_idx\` ON \`pages_blocks_cost\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cost_path_idx\` ON \`pages_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_persona_links_items\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_persona_links_items_order_idx\` ON \`pages_blocks_persona_links_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_persona_links_items_parent_id_idx\` ON \`pages_blocks_persona_links_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_persona_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_persona_links_order_idx\` ON \`pages_blocks_persona_links\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_persona_links_parent_id_idx\` ON \`pages_blocks_persona_links\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_persona_links_path_idx\` ON \`pages_blocks_persona_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_contact_cta_benefits_order_idx\` ON \`pages_blocks_contact_cta_benefits\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_contact_cta_benefits_parent_id_idx\` ON \`pages_blocks_contact_cta_benefits\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_cta\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_order_idx\` ON \`pages_blocks_contact_cta\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_contact_cta_parent_id_idx\` ON \`pages_blocks_contact_cta\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cta_path_idx\` ON \`pages_blocks_contact_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta_banner\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_order_idx\` ON \`pages_blocks_cta_banner\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_cta_banner_parent_id_idx\` ON \`pages_blocks_cta_banner\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_path_idx\` ON \`pages_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_badge_strip_items_order_idx\` ON \`pages_blocks_badge_strip_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_badge_strip_items_parent_id_idx\` ON \`pages_blocks_badge_strip_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_badge_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_badge_strip_order_idx\` ON \`pages_blocks_badge_strip\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_badge_strip_parent_id_idx\` ON \`pages_blocks_badge_strip\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_badge_strip_path_idx\` ON \`pages_blocks_badge_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_awards_order_idx\` ON \`pages_blocks_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_awards_parent_id_idx\` ON \`pages_blocks_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_awards_path_idx\` ON \`pages_blocks_awards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_enquiry_form\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_order_idx\` ON \`pages_blocks_enquiry_form\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_enquiry_form_parent_id_idx\` ON \`pages_blocks_enquiry_form\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_enquiry_form_path_idx\` ON \`pages_blocks_enquiry_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_bundle_pricing_inclusions_order_idx\` ON \`pages_blocks_bundle_pricing_inclusions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`pages_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_bundle_pricing_terms_order_idx\` ON \`pages_blocks_bundle_pricing_terms\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_bundle_pricing_terms_parent_id_idx\` ON \`pages_blocks_bundle_pricing_terms\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_bundle_pricing\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_bundle_pricing_order_idx\` ON \`pages_blocks_bundle_pricing\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_bundle_pricing_parent_id_idx\` ON \`pages_blocks_bundle_pricing\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_bundle_pricing_path_idx\` ON \`pages_blocks_bundle_pricing\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_hours_calculator\` (
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
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hours_calculator_order_idx\` ON \`pages_blocks_hours_calculator\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hours_calculator_parent_id_idx\` ON \`pages_blocks_hours_calculator\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_hours_calculator_path_idx\` ON \`pages_blocks_hours_calculator\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`post_cta_text\` text,
  	\`post_cta_button_label\` text DEFAULT 'Get in Touch',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_list_order_idx\` ON \`pages_blocks_blog_list\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_blog_list_parent_id_idx\` ON \`pages_blocks_blog_list\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_list_path_idx\` ON \`pages_blocks_blog_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_order_idx\` ON \`pages_blocks_faq_search\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_faq_search_parent_id_idx\` ON \`pages_blocks_faq_search\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_search_path_idx\` ON \`pages_blocks_faq_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_name_idx\` ON \`categories\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`category\` text DEFAULT 'General' NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`is_published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_items_updated_at_idx\` ON \`faq_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_items_created_at_idx\` ON \`faq_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_hero_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hero_highlights_order_idx\` ON \`landing_pages_blocks_hero_highlights\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hero_highlights_parent_id_idx\` ON \`landing_pages_blocks_hero_highlights\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_hero\` (
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
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_order_idx\` ON \`landing_pages_blocks_hero\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hero_parent_id_idx\` ON \`landing_pages_blocks_hero\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_hero_path_idx\` ON \`landing_pages_blocks_hero\` (\`_path\`);`)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hero_image_idx\` ON \`landing_pages_blocks_hero\` (\`image_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_stat_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_stat_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_stat_grid_items_order_idx\` ON \`landing_pages_blocks_stat_grid_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_stat_grid_items_parent_id_idx\` ON \`landing_pages_blocks_stat_grid_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_stat_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'fixed',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_stat_grid_order_idx\` ON \`landing_pages_blocks_stat_grid\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_stat_grid_parent_id_idx\` ON \`landing_pages_blocks_stat_grid\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_stat_grid_path_idx\` ON \`landing_pages_blocks_stat_grid\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_feature_cards_items\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_feature_cards_items_order_idx\` ON \`landing_pages_blocks_feature_cards_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_feature_cards_items_parent_id_idx\` ON \`landing_pages_blocks_feature_cards_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_feature_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`columns\` text DEFAULT '3',
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_feature_cards_order_idx\` ON \`landing_pages_blocks_feature_cards\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_feature_cards_parent_id_idx\` ON \`landing_pages_blocks_feature_cards\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_feature_cards_path_idx\` ON \`landing_pages_blocks_feature_cards\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_split_feature_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_split_feature\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_split_feature_bullets_order_idx\` ON \`landing_pages_blocks_split_feature_bullets\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_split_feature_bullets_parent_id_idx\` ON \`landing_pages_blocks_split_feature_bullets\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_split_feature\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_split_feature_order_idx\` ON \`landing_pages_blocks_split_feature\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_split_feature_parent_id_idx\` ON \`landing_pages_blocks_split_feature\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_split_feature_path_idx\` ON \`landing_pages_blocks_split_feature\` (\`_path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_split_feature_image_idx\` ON \`landing_pages_blocks_split_feature\` (\`image_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_steps_items\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_steps_items_order_idx\` ON \`landing_pages_blocks_steps_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_steps_items_parent_id_idx\` ON \`landing_pages_blocks_steps_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_steps_order_idx\` ON \`landing_pages_blocks_steps\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_steps_parent_id_idx\` ON \`landing_pages_blocks_steps\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_steps_path_idx\` ON \`landing_pages_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_problems_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_problems\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_problems_items_order_idx\` ON \`landing_pages_blocks_problems_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_problems_items_parent_id_idx\` ON \`landing_pages_blocks_problems_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_problems\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`resolution\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_problems_order_idx\` ON \`landing_pages_blocks_problems\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_problems_parent_id_idx\` ON \`landing_pages_blocks_problems\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_problems_path_idx\` ON \`landing_pages_blocks_problems\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_quote\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_quote_order_idx\` ON \`landing_pages_blocks_quote\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_quote_parent_id_idx\` ON \`landing_pages_blocks_quote\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_quote_path_idx\` ON \`landing_pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_customer_stories_items\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_customer_stories_items_order_idx\` ON \`landing_pages_blocks_customer_stories_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_customer_stories_items_parent_id_idx\` ON \`landing_pages_blocks_customer_stories_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_customer_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_customer_stories_order_idx\` ON \`landing_pages_blocks_customer_stories\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_customer_stories_parent_id_idx\` ON \`landing_pages_blocks_customer_stories\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_customer_stories_path_idx\` ON \`landing_pages_blocks_customer_stories\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_partners_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`badge\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_partners_items_order_idx\` ON \`landing_pages_blocks_partners_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_partners_items_parent_id_idx\` ON \`landing_pages_blocks_partners_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_partners_order_idx\` ON \`landing_pages_blocks_partners\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_partners_parent_id_idx\` ON \`landing_pages_blocks_partners\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_partners_path_idx\` ON \`landing_pages_blocks_partners\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_product_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'featured',
  	\`group\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_product_grid_order_idx\` ON \`landing_pages_blocks_product_grid\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_product_grid_parent_id_idx\` ON \`landing_pages_blocks_product_grid\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_product_grid_path_idx\` ON \`landing_pages_blocks_product_grid\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_hosting_regions_regions\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_regions_order_idx\` ON \`landing_pages_blocks_hosting_regions_regions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_regions_parent_id_idx\` ON \`landing_pages_blocks_hosting_regions_regions\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_hosting_regions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_order_idx\` ON \`landing_pages_blocks_hosting_regions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_parent_id_idx\` ON \`landing_pages_blocks_hosting_regions\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hosting_regions_path_idx\` ON \`landing_pages_blocks_hosting_regions\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_data_sovereignty_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ShieldCheck',
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_data_sovereignty\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_points_order_idx\` ON \`landing_pages_blocks_data_sovereignty_points\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_points_parent_id_idx\` ON \`landing_pages_blocks_data_sovereignty_points\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_data_sovereignty\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_order_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_parent_id_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_data_sovereignty_path_idx\` ON \`landing_pages_blocks_data_sovereignty\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_cost_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`before\` text NOT NULL,
  	\`after\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_cost\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_cost_rows_order_idx\` ON \`landing_pages_blocks_cost_rows\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_cost_rows_parent_id_idx\` ON \`landing_pages_blocks_cost_rows\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_cost\` (
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
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_order_idx\` ON \`landing_pages_blocks_cost\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_cost_parent_id_idx\` ON \`landing_pages_blocks_cost\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_cost_path_idx\` ON \`landing_pages_blocks_cost\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_persona_links_items\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_persona_links_items_order_idx\` ON \`landing_pages_blocks_persona_links_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_persona_links_items_parent_id_idx\` ON \`landing_pages_blocks_persona_links_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_persona_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_persona_links_order_idx\` ON \`landing_pages_blocks_persona_links\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_persona_links_parent_id_idx\` ON \`landing_pages_blocks_persona_links\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_persona_links_path_idx\` ON \`landing_pages_blocks_persona_links\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_faq_items_order_idx\` ON \`landing_pages_blocks_faq_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_faq_items_parent_id_idx\` ON \`landing_pages_blocks_faq_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_faq_order_idx\` ON \`landing_pages_blocks_faq\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_faq_parent_id_idx\` ON \`landing_pages_blocks_faq\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`landing_pages_blocks_faq_path_idx\` ON \`landing_pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_rich_text\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_rich_text_order_idx\` ON \`landing_pages_blocks_rich_text\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_rich_text_parent_id_idx\` ON \`landing_pages_blocks_rich_text\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_rich_text_path_idx\` ON \`landing_pages_blocks_rich_text\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_contact_cta_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_contact_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_contact_cta_benefits_order_idx\` ON \`landing_pages_blocks_contact_cta_benefits\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_contact_cta_benefits_parent_id_idx\` ON \`landing_pages_blocks_contact_cta_benefits\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_contact_cta\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_contact_cta_order_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_contact_cta_parent_id_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_contact_cta_path_idx\` ON \`landing_pages_blocks_contact_cta\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_cta_banner\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_cta_banner_order_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_cta_banner_parent_id_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_cta_banner_path_idx\` ON \`landing_pages_blocks_cta_banner\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_badge_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'BadgeCheck',
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_badge_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_badge_strip_items_order_idx\` ON \`landing_pages_blocks_badge_strip_items\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_badge_strip_items_parent_id_idx\` ON \`landing_pages_blocks_badge_strip_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_badge_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_badge_strip_order_idx\` ON \`landing_pages_blocks_badge_strip\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_badge_strip_parent_id_idx\` ON \`landing_pages_blocks_badge_strip\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_badge_strip_path_idx\` ON \`landing_pages_blocks_badge_strip\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`theme\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_awards_order_idx\` ON \`landing_pages_blocks_awards\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_awards_parent_id_idx\` ON \`landing_pages_blocks_awards\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_awards_path_idx\` ON \`landing_pages_blocks_awards\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_enquiry_form\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_order_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_parent_id_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_enquiry_form_path_idx\` ON \`landing_pages_blocks_enquiry_form\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_bundle_pricing_inclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_inclusions_order_idx\` ON \`landing_pages_blocks_bundle_pricing_inclusions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_inclusions_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing_inclusions\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_bundle_pricing_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_pages_blocks_bundle_pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_terms_order_idx\` ON \`landing_pages_blocks_bundle_pricing_terms\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_terms_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing_terms\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_bundle_pricing\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_order_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_parent_id_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_bundle_pricing_path_idx\` ON \`landing_pages_blocks_bundle_pricing\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages_blocks_hours_calculator\` (
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
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_order_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_parent_id_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`landing_pages_blocks_hours_calculator_path_idx\` ON \`landing_pages_blocks_hours_calculator\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`landing_pages\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`landing_pages_slug_idx\` ON \`landing_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_meta_meta_image_idx\` ON \`landing_pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_updated_at_idx\` ON \`landing_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`landing_pages_created_at_idx\` ON \`landing_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`awards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`issuer\` text,
  	\`year\` numeric,
  	\`description\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`awards_updated_at_idx\` ON \`awards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`awards_created_at_idx\` ON \`awards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`stats_updated_at_idx\` ON \`stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stats_created_at_idx\` ON \`stats\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
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
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
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
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`access_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company\` text,
  	\`reason\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`access_requests_updated_at_idx\` ON \`access_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`access_requests_created_at_idx\` ON \`access_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`role\` text DEFAULT 'user' NOT NULL,
  	\`job_role_id\` integer,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`job_role_id\`) REFERENCES \`job_roles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_job_role_idx\` ON \`users\` (\`job_role_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`job_roles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_roles_name_idx\` ON \`job_roles\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`job_roles_updated_at_idx\` ON \`job_roles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_roles_created_at_idx\` ON \`job_roles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_faq_items_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_items_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_landing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`landing_pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_awards_id_idx\` ON \`payload_locked_documents_rels\` (\`awards_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`stats_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_access_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`access_requests_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_job_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`job_roles_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_socials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_socials_order_idx\` ON \`site_settings_socials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_socials_parent_id_idx\` ON \`site_settings_socials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_partner_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`site_settings_partner_badges_order_idx\` ON \`site_settings_partner_badges\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_partner_badges_parent_id_idx\` ON \`site_settings_partner_badges\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`site_settings\` (
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
  await db.run(sql`CREATE TABLE \`navigation_items_sections_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`description\` text,
  	\`icon\` text DEFAULT 'CircleCheck',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`navigation_items_sections_links_order_idx\` ON \`navigation_items_sections_links\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`navigation_items_sections_links_parent_id_idx\` ON \`navigation_items_sections_links\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`navigation_items_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_sections_order_idx\` ON \`navigation_items_sections\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`navigation_items_sections_parent_id_idx\` ON \`navigation_items_sections\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`navigation_items\` (
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
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tagline\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`redirects_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_items_order_idx\` ON \`redirects_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_items_parent_id_idx\` ON \`redirects_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stat_grid_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stat_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_stories\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_partners\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hosting_regions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_persona_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_badge_strip\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_awards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_search\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`faq_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hero_highlights\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_stat_grid_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_stat_grid\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_feature_cards_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_feature_cards\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_split_feature_bullets\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_split_feature\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_problems_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_problems\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_customer_stories_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_customer_stories\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_partners_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_partners\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_product_grid\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hosting_regions_regions\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hosting_regions\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_data_sovereignty_points\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_data_sovereignty\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cost_rows\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cost\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_persona_links_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_persona_links\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_contact_cta_benefits\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_contact_cta\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_badge_strip_items\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_badge_strip\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_awards\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_enquiry_form\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing_inclusions\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing_terms\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_bundle_pricing\`;`)
  await db.run(sql`DROP TABLE \`landing_pages_blocks_hours_calculator\`;`)
  await db.run(sql`DROP TABLE \`landing_pages\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`awards\`;`)
  await db.run(sql`DROP TABLE \`stats\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`access_requests\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`job_roles\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_socials\`;`)
  await db.run(sql`DROP TABLE \`site_settings_partner_badges\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_sections_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_sections\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`redirects_items\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
}
