// `npm run restore -- <archive>`: puts a backup (npm run backup) in place of an EMPTY data folder:
// the database at DATABASE_URL's file (default DATA_DIR/site.db), the media in MEDIA_DIR and the
// generated secret in DATA_DIR. It refuses a folder that holds anything, so it never overwrites data.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { loadSettingsOrExit } from '../config/env'
import {
  dataDir,
  databaseKind,
  databaseUrl,
  mediaDir,
  PRIVATE_DIR,
  PRIVATE_FILE,
  repoRoot,
} from '../config/derived-settings'
import { copyTree, DATABASE_FILE, isEmptyDir, SECRET_FILE, unpackBackup } from './archive'

loadSettingsOrExit()
const fail = (message: string): never => {
  console.error(`Restore refused: ${message}`)
  process.exit(1)
}

if (databaseKind() === 'mongodb') fail('DATABASE_URL is MongoDB: restore it with mongorestore (README).')
const given = process.argv[2]
if (!given) fail('name the archive: npm run restore -- backups/clearpath-backup-….tar.gz')
const archive = path.resolve(repoRoot(), given!)
if (!fs.existsSync(archive)) fail(`no archive at ${archive}`)
const database = path.resolve(databaseUrl().replace(/^file:/, ''))
for (const dir of [dataDir(), mediaDir()])
  if (!isEmptyDir(dir)) fail(`${dir} is not empty; restore into an empty data folder (DATA_DIR)`)
if (fs.existsSync(database)) fail(`${database} exists`)

const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'clearpath-restore-'))
const copyPrivately = (from: string, to: string) => {
  fs.mkdirSync(path.dirname(to), { recursive: true, mode: PRIVATE_DIR })
  fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL)
  fs.chmodSync(to, PRIVATE_FILE)
}
try {
  const manifest = unpackBackup(archive, staging)
  copyPrivately(path.join(staging, DATABASE_FILE), database)
  if (manifest.media) copyTree(path.join(staging, 'media'), mediaDir())
  if (manifest.secret) copyPrivately(path.join(staging, SECRET_FILE), path.join(dataDir(), SECRET_FILE))
  console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir()}`)
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
