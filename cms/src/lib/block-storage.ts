import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getBlocksToJsonMigrator } from '@payloadcms/db-sqlite/migration-utils'
import type { Payload, PayloadRequest } from 'payload'

import { adoptAdapterSchema } from './db/sqlite-internals'

const BATCH_SIZE = 100

/**
 * Payload's blocks-to-JSON migrator (migration 10_blocks_as_json) moves the SQLite adapter between
 * its two ways of storing blocks as a side effect: reading every document and version switches it
 * to the per-block tables, writing them back switches it to the JSON column. The data migrations
 * written before that one read and write blocks through Payload, so they switch to the tables first.
 * Returns the folder holding the documents read, for writeBlocksAsJSON (or for the caller to remove).
 */
export async function readBlocksFromTables(payload: Payload, req: PayloadRequest, db: unknown): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-blocks-'))
  const migrator = getBlocksToJsonMigrator(payload)
  migrator.setTempFolder(folder)
  await migrator.collectAndSaveEntitiesToBatches(req, { batchSize: BATCH_SIZE })
  // The migration's transaction was opened with the JSON schema: it gets the tables' schema, as
  // Payload's migrator does to its transaction before writing.
  adoptAdapterSchema(payload, db)
  return folder
}

/** Writes the documents read back as JSON, leaving the adapter on the JSON column, and removes the folder. */
export async function writeBlocksAsJSON(payload: Payload, req: PayloadRequest, folder: string): Promise<void> {
  try {
    // Only the write switches the adapter back, so a database with nothing to carry over writes an empty batch.
    if (!fs.readdirSync(folder).length) fs.writeFileSync(path.join(folder, 'entities-batch-0.json'), '[]')
    const migrator = getBlocksToJsonMigrator(payload)
    migrator.setTempFolder(folder)
    await migrator.migrateEntitiesFromTempFolder(req, { clearBatches: true })
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
