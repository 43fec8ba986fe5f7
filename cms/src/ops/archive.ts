import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** What a backup archive holds, written as manifest.json beside the files. */
export type Manifest = {
  format: 1
  createdAt: string
  /** The SQLite copy, made with VACUUM INTO. */
  database: typeof DATABASE_FILE
  /** Whether media/ holds the uploaded files (false when they live in object storage). */
  media: boolean
  /** Whether .payload-secret is included (the generated session secret). */
  secret: boolean
}

export const MANIFEST = 'manifest.json'

/** `clearpath-backup-2026-11-26T07-40-00Z.tar.gz`: sorts by time, safe in any file system. */
export const archiveName = (at: Date): string =>
  `clearpath-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`

/** Runs the system's tar (GNU tar on Debian and in the image), failing with its message; its output. */
export function tar(args: string[]): string {
  const result = spawnSync('tar', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`tar ${args.join(' ')} failed: ${result.stderr || result.error}`)
  return result.stdout
}

/** Copies a folder's files (media: written once, never changed in place) into another. */
export function copyTree(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, errorOnExist: true, force: false })
}

/** True when the folder does not exist or holds nothing. */
export const isEmptyDir = (dir: string): boolean => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

export const DATABASE_FILE = 'site.db'
export const SECRET_FILE = '.payload-secret'

const readManifest = (dir: string): Manifest => {
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) throw new Error('Not a backup archive: it has no manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`)
  // Only ever the name backup writes: a manifest is no way to name another file.
  if (manifest.database !== DATABASE_FILE) throw new Error(`The manifest names a database other than ${DATABASE_FILE}`)
  return manifest
}

/** Why an archive member may not be unpacked: a link or device, or a name that leaves the folder. */
export function memberProblem(name: string, type: string): string | null {
  if (type !== '-' && type !== 'd') return `${name} is not a plain file or folder`
  if (name.startsWith('/') || name.split('/').includes('..')) return `${name} leaves the backup's folder`
  return null
}

/** Refuses anything but plain files and folders below `dir`, as unpacked (a second look, after tar's). */
function checkTree(dir: string, shown = ''): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = path.posix.join(shown, entry.name)
    if (entry.isDirectory()) checkTree(path.join(dir, entry.name), name)
    else if (!entry.isFile()) throw new Error(`The archive holds ${name}, which is not a plain file or folder`)
  }
}

/**
 * Unpacks a backup into the empty folder `staging` and returns its manifest, refusing an archive with
 * a link (symbolic or hard), a device or a name outside the folder before anything is unpacked, so
 * a restore copies only plain files: `site.db`, `media/` and the secret.
 */
export function unpackBackup(archive: string, staging: string): Manifest {
  const names = tar(['-tzf', archive]).split('\n').filter(Boolean)
  const types = tar(['-tvzf', archive])
    .split('\n')
    .filter(Boolean)
    .map((line) => line[0])
  if (names.length !== types.length) throw new Error('The archive could not be listed')
  names.forEach((name, i) => {
    const problem = memberProblem(name, types[i])
    if (problem) throw new Error(`The archive is refused: ${problem}`)
  })
  tar(['-xzf', archive, '-C', staging, '--no-same-owner', '--no-same-permissions'])
  checkTree(staging)
  const manifest = readManifest(staging)
  if (!fs.existsSync(path.join(staging, DATABASE_FILE))) throw new Error(`The archive has no ${DATABASE_FILE}`)
  return manifest
}
