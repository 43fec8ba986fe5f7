import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { mediaFilenameFromUrl } from '../lib/content/media-url'

/** Where 9_prepare_drafts_data kept each post's old featured-image URL across the table rebuild. */
export const FEATURED_IMAGE_URLS = '_9_featured_image_urls'

/**
 * Hand-written DATA migration (issue 9): a post's featured image was a URL and is now a media
 * relationship. A URL the site handed out (`/media/<file>`, from the upload endpoint) names an
 * image in the media library, so the post points at that image again. A URL of an image elsewhere
 * has no media document to point at; fetching other sites while the server starts is no place to
 * make one, so those posts are logged (id and URL) for an editor to upload the image and pick it.
 * A database migrated before the side table existed has nothing left to map and is left alone.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const stash = await db.all(
    sql`SELECT \`name\` FROM \`sqlite_master\` WHERE \`type\` = 'table' AND \`name\` = ${FEATURED_IMAGE_URLS};`,
  )
  if (!stash.length) return
  const rows = await db.all<{ post_id: number; url: string }>(
    sql`SELECT \`post_id\`, \`url\` FROM \`${sql.raw(FEATURED_IMAGE_URLS)}\`;`,
  )
  for (const { post_id: postId, url } of rows) {
    const filename = mediaFilenameFromUrl(url)
    const [media] = filename
      ? await db.all<{ id: number }>(sql`SELECT \`id\` FROM \`media\` WHERE \`filename\` = ${filename} LIMIT 1;`)
      : []
    if (media) {
      await db.run(
        sql`UPDATE \`posts\` SET \`featured_image_id\` = ${media.id} WHERE \`id\` = ${postId} AND \`featured_image_id\` IS NULL;`,
      )
    } else {
      payload.logger.warn(
        `Post ${postId}: its featured image ${url} is not in the media library; upload it and choose it on the post.`,
      )
    }
  }
  await db.run(sql`DROP TABLE \`${sql.raw(FEATURED_IMAGE_URLS)}\`;`)
}

// The URLs are gone from the schema the earlier migrations go back to; nothing to restore.
export async function down(_args: MigrateDownArgs): Promise<void> {}
