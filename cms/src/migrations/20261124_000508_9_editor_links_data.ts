import fs from 'node:fs'

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { readBlocksFromTables } from '../lib/block-storage'
import { convertTypedLinks } from '../lib/content/link-migration'

/**
 * Hand-written DATA migration (issue 9, links by reference): menu, footer and block links typed as
 * a page's exact path become references to that page; every other typed link becomes a custom URL.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Blocks are still in their tables until 10_blocks_as_json, which moves them with what this wrote.
  fs.rmSync(await readBlocksFromTables(payload, req, db), { recursive: true, force: true })
  await convertTypedLinks(payload, req)
}

/** The typed address stays in `href` (the resolver keeps it current), so nothing needs undoing. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
