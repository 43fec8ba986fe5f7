import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { FEATURED_IMAGE_URLS } from './20261124_000510_9_featured_image_urls_data'

/**
 * Hand-written DATA migration (issue 9), run just before the generated drafts/versions schema
 * migration. That migration rebuilds these tables and copies `_status` (and `content_html`) from
 * the old ones, so the columns must exist first:
 * - pages, landing pages, products and the site settings that exist today are live, so they start published;
 * - a post's publishing state moves from its own `status` column to Payload's `_status`;
 * - a post's featured image was a URL; the rebuilt table keeps a media relationship instead and
 *   drops the URL, so the URLs wait in a side table for 9_featured_image_urls_data to map.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of ['pages', 'landing_pages', 'products', 'site_settings']) {
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`_status\` text DEFAULT 'published';`))
    await db.run(sql.raw(`UPDATE \`${table}\` SET \`_status\` = 'published';`))
  }
  await db.run(sql`ALTER TABLE \`posts\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`posts\` SET \`_status\` = CASE WHEN \`status\` = 'published' THEN 'published' ELSE 'draft' END;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`content_html\` text;`)
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`${sql.raw(FEATURED_IMAGE_URLS)}\` (\`post_id\` integer, \`url\` text);`)
  await db.run(
    sql`INSERT INTO \`${sql.raw(FEATURED_IMAGE_URLS)}\` SELECT \`id\`, \`featured_image\` FROM \`posts\` WHERE trim(coalesce(\`featured_image\`, '')) != '';`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`posts\` SET \`status\` = \`_status\`;`)
  for (const table of ['pages', 'landing_pages', 'products', 'site_settings', 'posts']) {
    await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`_status\`;`))
  }
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`content_html\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`${sql.raw(FEATURED_IMAGE_URLS)}\`;`)
}
