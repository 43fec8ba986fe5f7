/**
 * The OpenAPI tells the truth (issue 33): schemathesis generates requests from `/api/openapi.json`,
 * anonymous and as a super admin, against a built server of its own, and must find no 5xx, no answer
 * slower than 5 s, and no status, content type, header or body outside what the document says.
 * Bounded by --max-examples and a fixed seed, so a run takes a few minutes and repeats exactly.
 * `.ci/run` installs the `st` command (PyPI's schemathesis); SCHEMATHESIS_BIN names another.
 */
import { spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startOwnServer } from './server-process'

const PORT = 4214
const base = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'admin@schemathesis.example', password: 'schemathesis-run-1' }
const RAISED_LIMITS = Object.fromEntries(
  [
    'CONTACT',
    'BOOKING',
    'ACCESS_REQUEST',
    'LOGIN',
    'LOGIN_ACCOUNT',
    'FORGOT_PASSWORD',
    'FORGOT_PASSWORD_ACCOUNT',
    'PAGE_VIEW',
  ].map((name) => [`RATE_LIMIT_${name}_MAX`, '100000']),
)
let own: Awaited<ReturnType<typeof startOwnServer>>

beforeAll(async () => {
  own = await startOwnServer(PORT, {
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    ...RAISED_LIMITS,
  })
}, 200_000)

afterAll(() => own?.stop())

const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
]

/** Runs schemathesis; resolves with its exit code and the tail of what it printed. */
function schemathesis(extra: string[]): Promise<{ code: number | null; output: string }> {
  const args = [
    'run',
    `${base}/api/openapi.json`,
    '--url',
    `${base}/api`,
    '--checks',
    CHECKS.join(','),
    '--max-examples',
    '10',
    '--max-response-time',
    '5',
    '--request-timeout',
    '10',
    '--workers',
    '2',
    '--seed',
    '33',
    '--no-color',
    ...extra,
  ]
  return new Promise((resolve) => {
    // Its example database and reports go to a folder of its own, not into the repository.
    const child = spawn(process.env.SCHEMATHESIS_BIN ?? 'st', args, {
      cwd: own.dataDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ code: -1, output: String(error) }))
    child.on('close', (code) => resolve({ code, output: output.slice(-6000) }))
  })
}

describe('schemathesis against /api/openapi.json', () => {
  it('finds nothing anonymous', { timeout: 600_000 }, async () => {
    const { code, output } = await schemathesis([])
    expect(output).toMatch(/generated, \d+ passed/)
    expect(code, output).toBe(0)
  })

  it('finds nothing as a super admin', { timeout: 600_000 }, async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { access_token: token } = (await login.json()) as { access_token: string }
    // Signing out, or changing the account's own password, would end the session the run uses.
    const { code, output } = await schemathesis([
      '-H',
      `Authorization: Bearer ${token}`,
      '--exclude-path',
      '/auth/logout',
      '--exclude-path-regex',
      '/portal/users/\\{id\\}/password',
    ])
    expect(output).toMatch(/generated, \d+ passed/)
    expect(code, output).toBe(0)
  })
})
