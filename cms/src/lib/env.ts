import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

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

export const dataDir = (): string => path.resolve(process.env.DATA_DIR ?? path.join(repoRoot(), 'data'))
export const mediaDir = (): string => path.resolve(process.env.MEDIA_DIR ?? path.join(dataDir(), 'media'))

export type DatabaseKind = 'sqlite' | 'mongodb'

export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(dataDir(), 'site.db')}`
}

export function databaseKind(url = databaseUrl()): DatabaseKind {
  return /^mongodb(\+srv)?:\/\//.test(url) ? 'mongodb' : 'sqlite'
}

/**
 * PAYLOAD_SECRET from the environment. On the embedded default a random secret is made on first
 * start and kept under data/, so sessions survive restarts without a literal secret in the repo.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (databaseKind() === 'mongodb') throw new Error('PAYLOAD_SECRET must be set when running on MongoDB')
  const file = path.join(dataDir(), '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export const serverUrl = (): string => process.env.SERVER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`

const origin = (url: string): string | null => {
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

const LOOPBACK = ['localhost', '127.0.0.1']

function loopbackAlias(server: string | null, host: string): string | null {
  if (!server) return null
  const url = new URL(server)
  if (!LOOPBACK.includes(url.hostname)) return null
  url.hostname = host
  return url.origin
}

/**
 * Origins the admin may save from (Payload `csrf` and `cors`): SERVER_URL plus the comma-separated
 * ALLOWED_ORIGINS (e.g. `https://www.example.co.uk,https://cms.example.co.uk`).
 */
export function allowedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const port = env.PORT ?? 3000
  const server = origin(env.SERVER_URL ?? `http://localhost:${port}`)
  // The loopback names are one host: a site at localhost also answers at 127.0.0.1, and the other way round.
  const own = [server, ...LOOPBACK.map((host) => loopbackAlias(server, host))]
  const listed = (env.ALLOWED_ORIGINS ?? '').split(',').filter((entry) => entry.trim())
  return [...new Set([...own, ...listed.map(origin)].filter((value): value is string => value !== null))]
}

/** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS); without it e-mail stays queued in the outbox. */
export const smtpUrl = (): string | undefined => process.env.SMTP_URL || undefined

/** The sender of every e-mail: `MAIL_FROM`, either `name@example.com` or `Name <name@example.com>`. */
export function mailFrom(): { name: string; address: string } {
  const raw = process.env.MAIL_FROM?.trim() || 'Clearpath B1 <no-reply@localhost>'
  const match = /^(.*)<([^>]+)>$/.exec(raw)
  return match
    ? { name: match[1].trim() || 'Clearpath B1', address: match[2].trim() }
    : { name: 'Clearpath B1', address: raw }
}

/** Default of the sales inbox setting (site settings → Sales inbox). */
export const salesEmailDefault = (): string | undefined => process.env.SALES_EMAIL?.trim() || undefined
