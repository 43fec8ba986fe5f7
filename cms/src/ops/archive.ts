import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** What a backup archive holds, written as manifest.json beside the files. */
export type Manifest = {
  format: 1
  createdAt: string
  /** The SQLite copy, made with VACUUM INTO. */
  database: 'site.db'
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

/** Runs the system's tar (GNU tar on Debian and in the image), failing with its message. */
export function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`tar ${args.join(' ')} failed: ${result.stderr || result.error}`)
}

/** Copies a folder's files (media: written once, never changed in place) into another. */
export function copyTree(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, errorOnExist: true, force: false })
}

/** True when the folder does not exist or holds nothing. */
export const isEmptyDir = (dir: string): boolean => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

export const readManifest = (dir: string): Manifest => {
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) throw new Error('Not a backup archive: it has no manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`)
  return manifest
}
