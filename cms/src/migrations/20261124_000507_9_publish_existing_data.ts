import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { richTextToHtml } from '../lib/content/richtext'

/**
 * Hand-written DATA migration (issue 9), run just after the generated schema
 * migration: the site's globals as they are today are the published ones, and every post gets its
 * `content_html` rendered once (new versions render it in a beforeChange hook).
 */
export async function up({ db, req }: MigrateUpArgs): Promise<void> {
  for (const table of ['site_settings', 'navigation', 'footer', 'redirects']) {
    await db.run(sql.raw(`UPDATE \`${table}\` SET \`_status\` = 'published';`))
  }
  const rows = await db.all<{ id: number; content: string | null }>(
    sql`SELECT \`id\`, \`content\` FROM \`posts\` WHERE \`content_html\` IS NULL;`,
  )
  for (const row of rows) {
    const html = await richTextToHtml(row.content ? JSON.parse(row.content) : null, req as never)
    await db.run(sql`UPDATE \`posts\` SET \`content_html\` = ${html} WHERE \`id\` = ${row.id};`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
