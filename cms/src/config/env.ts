import { z } from 'zod'

/**
 * Every setting the server reads, parsed once from the environment at start (server.ts and
 * migrate.ts call `loadSettingsOrExit` before anything connects). This is the only module that reads
 * `process.env` (an ESLint rule says so); everything else asks `settings()`. An empty value counts as
 * unset. The README's "Environment" table lists the same names (env.test.ts checks it).
 */

const wholeNumber = (min: number, max?: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'is not a whole number')
    .transform(Number)
    .refine(
      (n) => n >= min && (max === undefined || n <= max),
      max === undefined ? `must be at least ${min}` : `must be between ${min} and ${max}`,
    )

const url = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const parsed = new URL(value)
        return protocols.includes(parsed.protocol) && parsed.hostname !== ''
      } catch {
        return false
      }
    }, `is not ${what}`)

const httpUrl = url(['http:', 'https:'], 'an http:// or https:// URL with a host')

const boolean = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => /^(1|0|true|false|yes|no)$/.test(v), 'is not true or false')
  .transform((v) => /^(1|true|yes)$/.test(v))

const emailAddress = z
  .string()
  .trim()
  .pipe(z.email({ error: 'is not an e-mail address' }))

/** `name@example.com` or `Name <name@example.com>`. */
const mailbox = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    const match = /^(.*)<([^>]+)>$/.exec(raw)
    const mail = { name: match?.[1].trim() || 'Clearpath B1', address: (match ? match[2] : raw).trim() }
    if (!z.email().safeParse(mail.address).success) {
      ctx.addIssue({ code: 'custom', message: 'is not an e-mail address or "Name <address>"' })
      return z.NEVER
    }
    return mail
  })

/** Payload's autoRun cron: five fields, or six with seconds first. */
const cron = z
  .string()
  .trim()
  .refine((v) => [5, 6].includes(v.split(/\s+/).length), 'is not a cron pattern of 5 or 6 fields')

/** `true`, `false`, a hop count, or addresses/subnets for express's `trust proxy`. */
const trustProxy = z
  .string()
  .trim()
  .refine((v) => /^[\w.:/,\s-]+$/.test(v), 'is not true, false, a hop count or a list of addresses')
  .transform((v): boolean | number | string =>
    v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
  )

const origins = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(httpUrl.transform((v) => new URL(v).origin)))

const rateLimitMax = wholeNumber(1).optional()

const schema = z
  .object({
    NODE_ENV: z
      .enum(['production', 'development', 'test'], { error: 'is not production, development or test' })
      .default('production'),
    PORT: wholeNumber(1, 65535).default(3000),
    DATABASE_URL: z
      .string()
      .trim()
      .refine(
        (v) => (/^file:./.test(v) && !v.startsWith('file://')) || /^mongodb(\+srv)?:\/\/[^/]/.test(v),
        'is neither file:<path> nor a mongodb:// or mongodb+srv:// URL',
      )
      .optional(),
    PAYLOAD_SECRET: z.string().trim().min(16, 'is shorter than 16 characters').optional(),
    SERVER_URL: httpUrl.transform((v) => v.replace(/\/+$/, '')).optional(),
    DATA_DIR: z.string().optional(),
    MEDIA_DIR: z.string().optional(),
    SEED_ADMIN_EMAIL: emailAddress.default('admin@example.com'),
    SEED_ADMIN_PASSWORD: z.string().min(10, 'is shorter than 10 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'is not fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
    TRUST_PROXY: trustProxy.default('loopback'),
    RATE_LIMIT_CONTACT_MAX: rateLimitMax,
    RATE_LIMIT_BOOKING_MAX: rateLimitMax,
    RATE_LIMIT_ACCESS_REQUEST_MAX: rateLimitMax,
    RATE_LIMIT_LOGIN_MAX: rateLimitMax,
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: rateLimitMax,
    RATE_LIMIT_FORGOT_PASSWORD_MAX: rateLimitMax,
    RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT_MAX: rateLimitMax,
    RATE_LIMIT_PAGE_VIEW_MAX: rateLimitMax,
    PAGE_CACHE: z.enum(['on', 'off'], { error: 'is neither on nor off' }).default('on'),
    PAGE_CACHE_MB: wholeNumber(1).default(64),
    RENDER_CONCURRENCY: wholeNumber(1).default(2),
    RENDER_QUEUE: wholeNumber(0).default(64),
    RENDER_QUEUE_WAIT_MS: wholeNumber(1).default(5000),
    CLIENT_CONCURRENCY: wholeNumber(1).default(16),
    STAFF_CONCURRENCY: wholeNumber(1).default(2),
    PAGE_STALE_MS: wholeNumber(0).default(3000),
    BODY_TIMEOUT_MS: wholeNumber(1).default(10_000),
    HEADERS_TIMEOUT_MS: wholeNumber(1).default(10_000),
    REQUEST_TIMEOUT_MS: wholeNumber(1).default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1).default(5_000),
    JOBS_AUTORUN_CRON: cron.default('*/10 * * * * *'),
    ALLOWED_ORIGINS: origins.default([]),
    SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL with a host').optional(),
    MAIL_FROM: mailbox.default({ name: 'Clearpath B1', address: 'no-reply@localhost' }),
    SALES_EMAIL: emailAddress.optional(),
    S3_BUCKET: z.string().trim().optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: boolean.default(false),
    S3_PUBLIC_URL: httpUrl.transform((v) => v.replace(/\/+$/, '')).optional(),
    METRICS_TOKEN: z.string().trim().min(16, 'is shorter than 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is unset: set both S3 keys or neither (the default AWS credentials)',
      })
    if (env.DATABASE_URL?.startsWith('mongodb') && !env.PAYLOAD_SECRET)
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'is unset, and MongoDB needs it' })
  })

export type Settings = z.output<typeof schema>
export type SettingName = keyof Settings

/** The names the schema reads, in the order of the README's table. */
export const SETTING_NAMES = Object.keys(schema.shape) as SettingName[]

/** An example of a good value for each setting, quoted in every message about it. */
const EXAMPLES: Record<SettingName, string> = {
  NODE_ENV: 'production',
  PORT: '3000',
  DATABASE_URL: 'file:data/site.db',
  PAYLOAD_SECRET: '$(openssl rand -hex 32)',
  SERVER_URL: 'https://www.example.co.uk',
  DATA_DIR: '/var/lib/clearpath',
  MEDIA_DIR: '/var/lib/clearpath/media',
  SEED_ADMIN_EMAIL: 'admin@example.co.uk',
  SEED_ADMIN_PASSWORD: 'a-long-passphrase',
  LOG_LEVEL: 'info',
  TRUST_PROXY: '10.0.0.0/8',
  RATE_LIMIT_CONTACT_MAX: '5',
  RATE_LIMIT_BOOKING_MAX: '10',
  RATE_LIMIT_ACCESS_REQUEST_MAX: '5',
  RATE_LIMIT_LOGIN_MAX: '10',
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: '5',
  RATE_LIMIT_FORGOT_PASSWORD_MAX: '5',
  RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT_MAX: '3',
  RATE_LIMIT_PAGE_VIEW_MAX: '120',
  PAGE_CACHE: 'off',
  PAGE_CACHE_MB: '64',
  RENDER_CONCURRENCY: '2',
  RENDER_QUEUE: '64',
  RENDER_QUEUE_WAIT_MS: '5000',
  CLIENT_CONCURRENCY: '16',
  STAFF_CONCURRENCY: '2',
  PAGE_STALE_MS: '3000',
  BODY_TIMEOUT_MS: '10000',
  HEADERS_TIMEOUT_MS: '10000',
  REQUEST_TIMEOUT_MS: '60000',
  KEEP_ALIVE_TIMEOUT_MS: '5000',
  JOBS_AUTORUN_CRON: "'*/10 * * * * *'",
  ALLOWED_ORIGINS: 'https://cms.example.co.uk',
  SMTP_URL: 'smtp://user:pass@mail.example.com:587',
  MAIL_FROM: "'Clearpath B1 <no-reply@example.co.uk>'",
  SALES_EMAIL: 'sales@example.co.uk',
  S3_BUCKET: 'clearpath-media',
  S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com',
  S3_REGION: 'eu-west-2',
  S3_ACCESS_KEY_ID: 'AKIA…',
  S3_SECRET_ACCESS_KEY: '…',
  S3_FORCE_PATH_STYLE: 'true',
  S3_PUBLIC_URL: 'https://media.example.co.uk',
  METRICS_TOKEN: '$(openssl rand -hex 32)',
}

/** Thrown for a bad environment: one line per problem. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.join('\n')}`)
  }
}

type Env = Record<string, string | undefined>

/** Parses an environment into settings, or throws a SettingsError naming each bad value. */
export function parseSettings(env: Env): Settings {
  const present = Object.fromEntries(SETTING_NAMES.flatMap((name) => (env[name]?.trim() ? [[name, env[name]]] : [])))
  const result = schema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]) as SettingName
    const raw = present[name]
    const shown = raw === undefined ? name : `${name}=${JSON.stringify(raw)}`
    return `${shown}: ${issue.message}; e.g. ${name}=${EXAMPLES[name]}`
  })
  throw new SettingsError([...new Set(problems)])
}

// Tests change process.env between cases: the settings are parsed again only when a value changed.
let cached: { key: string; settings: Settings } | undefined

/** The settings of this process. */
export function settings(): Settings {
  const key = SETTING_NAMES.map((name) => process.env[name] ?? '').join('\0')
  if (cached?.key !== key) cached = { key, settings: parseSettings(process.env) }
  return cached.settings
}

/**
 * For process entries: parse the environment, or print every problem and exit with 78 (EX_CONFIG)
 * before anything connects. Libraries that read NODE_ENV themselves (React, Next) see the same
 * mode the server runs in: production unless told otherwise.
 */
export function loadSettingsOrExit(): Settings {
  try {
    const loaded = settings()
    Object.assign(process.env, { NODE_ENV: loaded.NODE_ENV })
    return loaded
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    process.stderr.write(`${error.message}\n(see "Environment" in the README)\n`)
    process.exit(78)
  }
}
