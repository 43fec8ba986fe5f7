// `npm run backup [-- <folder>]`: a consistent copy of the live SQLite database (VACUUM INTO, which
// reads one snapshot while the server keeps writing) with the uploaded media and the generated
// secret, in one timestamped archive (default folder: backups/). MongoDB: see the README.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { loadSettingsOrExit } from '../config/env'
import { dataDir, databaseKind, databaseUrl, mediaDir, repoRoot } from '../config/derived-settings'
import { s3Settings } from '../lib/runtime/storage'
import { archiveName, copyTree, DATABASE_FILE, MANIFEST, SECRET_FILE, tar, type Manifest } from './archive'

loadSettingsOrExit()
if (databaseKind() === 'mongodb') {
  console.error('DATABASE_URL is MongoDB: back it up with mongodump (README, "Backup and restore").')
  process.exit(1)
}

const folder = path.resolve(repoRoot(), process.argv[2] ?? 'backups')
const at = new Date()
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'clearpath-backup-'))
try {
  const database = databaseUrl().replace(/^file:/, '')
  if (!fs.existsSync(database)) throw new Error(`No database at ${database}`)
  const client = createClient({ url: `file:${database}` })
  try {
    // A writer holds the lock only briefly (one write turn per process); wait for it rather than fail.
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(staging, DATABASE_FILE)] })
  } finally {
    client.close()
  }
  const media = !s3Settings() && fs.existsSync(mediaDir())
  if (media) copyTree(mediaDir(), path.join(staging, 'media'))
  const secretFile = path.join(dataDir(), SECRET_FILE)
  const secret = fs.existsSync(secretFile)
  if (secret) fs.copyFileSync(secretFile, path.join(staging, SECRET_FILE))
  const manifest: Manifest = { format: 1, createdAt: at.toISOString(), database: DATABASE_FILE, media, secret }
  fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2))

  fs.mkdirSync(folder, { recursive: true })
  const archive = path.join(folder, archiveName(at))
  // The archive holds password hashes and the session secret: readable by its owner only.
  fs.closeSync(fs.openSync(archive, 'wx', 0o600))
  tar(['-czf', archive, '-C', staging, '.'])
  console.log(archive)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
