import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { settings, type Settings } from './env'

/** The repository root: the nearest folder upwards whose package.json declares workspaces. */
export function repoRoot(start = process.cwd()): string {
  let dir = path.resolve(start)
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(start)
    dir = parent
  }
}

/**
 * The data folder and what the app creates in it (database, its WAL and SHM, the secret) are its
 * owner's only: they hold password hashes, sessions and the key that signs them.
 */
export const PRIVATE_DIR = 0o700
export const PRIVATE_FILE = 0o600

export const dataDir = (): string => path.resolve(settings().DATA_DIR ?? path.join(repoRoot(), 'data'))
export const mediaDir = (): string => path.resolve(settings().MEDIA_DIR ?? path.join(dataDir(), 'media'))

export type DatabaseKind = 'sqlite' | 'mongodb'

export function databaseUrl(): string {
  return settings().DATABASE_URL ?? `file:${path.join(dataDir(), 'site.db')}`
}

export function databaseKind(url = databaseUrl()): DatabaseKind {
  return /^mongodb(\+srv)?:\/\//.test(url) ? 'mongodb' : 'sqlite'
}

/**
 * PAYLOAD_SECRET from the environment. On the embedded default a random secret is made on first
 * start and kept under data/, so sessions survive restarts without a literal secret in the repo.
 */
export function payloadSecret(): string {
  // The settings schema already refused MongoDB without a secret.
  const { PAYLOAD_SECRET } = settings()
  if (PAYLOAD_SECRET) return PAYLOAD_SECRET
  const file = path.join(dataDir(), '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR })
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: PRIVATE_FILE })
  return secret
}

export const serverUrl = ({ SERVER_URL, PORT }: Pick<Settings, 'SERVER_URL' | 'PORT'> = settings()): string =>
  SERVER_URL ?? `http://localhost:${PORT}`

const LOOPBACK = ['localhost', '127.0.0.1']

function loopbackAlias(server: string, host: string): string | null {
  const url = new URL(server)
  if (!LOOPBACK.includes(url.hostname)) return null
  url.hostname = host
  return url.origin
}

/**
 * Origins the admin may save from (Payload `csrf` and `cors`): SERVER_URL plus the comma-separated
 * ALLOWED_ORIGINS (e.g. `https://www.example.co.uk,https://cms.example.co.uk`).
 */
export function allowedOrigins(env: Pick<Settings, 'SERVER_URL' | 'PORT' | 'ALLOWED_ORIGINS'> = settings()): string[] {
  const server = new URL(serverUrl(env)).origin
  // The loopback names are one host: a site at localhost also answers at 127.0.0.1, and the other way round.
  const own = [server, ...LOOPBACK.map((host) => loopbackAlias(server, host))]
  return [...new Set([...own, ...env.ALLOWED_ORIGINS].filter((value): value is string => value !== null))]
}

/** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS); without it e-mail stays queued in the outbox. */
export const smtpUrl = (): string | undefined => settings().SMTP_URL

/** The sender of every e-mail: `MAIL_FROM`, either `name@example.com` or `Name <name@example.com>`. */
export const mailFrom = (): { name: string; address: string } => settings().MAIL_FROM

/** Default of the sales inbox setting (site settings → Sales inbox). */
export const salesEmailDefault = (): string | undefined => settings().SALES_EMAIL
