import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEFAULT_LIMITS, envName, type LimitName } from '../contract/rate-limit'
import { parseSettings, SETTING_NAMES, SettingsError } from './env'

const problems = (env: Record<string, string>): string[] => {
  try {
    parseSettings(env)
  } catch (error) {
    if (error instanceof SettingsError) return error.problems
    throw error
  }
  return []
}

describe('parseSettings', () => {
  it('gives the documented defaults for an empty environment (empty values count as unset)', () => {
    const env = parseSettings({ PORT: '', SMTP_URL: '  ' })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      PAGE_CACHE: 'on',
      PAGE_CACHE_MB: 64,
      RENDER_CONCURRENCY: 2,
      RENDER_QUEUE: 64,
      TRUST_PROXY: 'loopback',
      MAIL_FROM: { name: 'Clearpath B1', address: 'no-reply@localhost' },
      ALLOWED_ORIGINS: [],
      S3_FORCE_PATH_STYLE: false,
    })
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('names the variable, what is wrong with the value and an example, one line per problem', () => {
    expect(problems({ RENDER_CONCURRENCY: 'two', SMTP_URL: 'smtp:/host', PORT: '80a' })).toEqual([
      'PORT="80a": is not a whole number; e.g. PORT=3000',
      'RENDER_CONCURRENCY="two": is not a whole number; e.g. RENDER_CONCURRENCY=2',
      'SMTP_URL="smtp:/host": is not an smtp:// or smtps:// URL with a host; e.g. SMTP_URL=smtp://user:pass@mail.example.com:587',
    ])
  })

  it.each([
    ['PORT', '70000', 'must be between 1 and 65535'],
    ['RENDER_QUEUE', '-1', 'is not a whole number'],
    ['RENDER_CONCURRENCY', '0', 'must be at least 1'],
    ['PAGE_CACHE', 'no', 'is neither on nor off'],
    ['NODE_ENV', 'prod', 'is not production, development or test'],
    ['DATABASE_URL', 'postgres://db/site', 'is neither file:<path> nor a mongodb://'],
    ['SERVER_URL', 'www.example.co.uk', 'is not an http:// or https:// URL'],
    ['ALLOWED_ORIGINS', 'https://a.example.com,cms', 'is not an http:// or https:// URL'],
    ['MAIL_FROM', 'Clearpath <nobody>', 'is not an e-mail address'],
    ['SALES_EMAIL', 'sales', 'is not an e-mail address'],
    ['S3_FORCE_PATH_STYLE', 'maybe', 'is not true or false'],
    ['JOBS_AUTORUN_CRON', '*/10', 'is not a cron pattern'],
    ['PAYLOAD_SECRET', 'short', 'is shorter than 16 characters'],
    ['METRICS_TOKEN', 'short', 'is shorter than 16 characters'],
    ['LOG_LEVEL', 'verbose', 'is not fatal, error'],
    ['RATE_LIMIT_LOGIN_MAX', '1.5', 'is not a whole number'],
  ])('refuses %s=%s', (name, value, message) => {
    const [line, ...rest] = problems({ [name]: value })
    expect(rest).toEqual([])
    expect(line).toContain(`${name}=${JSON.stringify(value)}: ${message}`)
    expect(line).toMatch(new RegExp(`; e\\.g\\. ${name}=\\S`))
  })

  it('refuses settings that only make sense together', () => {
    expect(problems({ DATABASE_URL: 'mongodb://db:27017/site' })).toEqual([
      'PAYLOAD_SECRET: is unset, and MongoDB needs it; e.g. PAYLOAD_SECRET=$(openssl rand -hex 32)',
    ])
    expect(problems({ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' })[0]).toMatch(/^S3_ACCESS_KEY_ID: is unset/)
  })

  it('parses values into their types', () => {
    const env = parseSettings({
      PORT: ' 8080 ',
      TRUST_PROXY: '2',
      SERVER_URL: 'https://www.example.co.uk/',
      ALLOWED_ORIGINS: 'https://cms.example.co.uk/admin, http://10.0.0.5:3000',
      MAIL_FROM: 'Sales Desk <sales@example.co.uk>',
      S3_FORCE_PATH_STYLE: 'YES',
    })
    expect(env).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 2,
      SERVER_URL: 'https://www.example.co.uk',
      ALLOWED_ORIGINS: ['https://cms.example.co.uk', 'http://10.0.0.5:3000'],
      MAIL_FROM: { name: 'Sales Desk', address: 'sales@example.co.uk' },
      S3_FORCE_PATH_STYLE: true,
    })
    expect(parseSettings({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
  })
})

describe("the README's Environment table", () => {
  // Documented there, but read by Node and glibc, not by the app.
  const NOT_OURS = ['MALLOC_ARENA_MAX', 'NODE_OPTIONS']
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8')
  const section = readme.slice(
    readme.indexOf('## Environment'),
    readme.indexOf('\n## ', readme.indexOf('## Environment') + 1),
  )
  const documented = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z0-9_<>]+)`/g)].map((m) => m[1]))
    .flatMap((name) =>
      name === 'RATE_LIMIT_<NAME>_MAX'
        ? Object.keys(DEFAULT_LIMITS).map((limit) => envName(limit as LimitName))
        : [name],
    )
    .filter((name) => !NOT_OURS.includes(name))

  it('lists every setting of the schema, and nothing else', () => {
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort())
  })
})
