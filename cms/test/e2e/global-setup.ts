import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startFerretdb } from '../../../scripts/ferretdb.mjs'
import { cmsDir, webBuildDir } from '../../src/server/paths'
import { startSmtp } from '../smtp'

import { compiledServer, spawnServer } from './server-process'

export const ADMIN = { email: 'e2e-admin@test.example', password: 'e2e-password-123' }

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    admin: typeof ADMIN
    /** The server's data directory and database, for tests that queue jobs as a second process would. */
    dataDir: string
    databaseUrl: string
    /** Where the test SMTP server writes each e-mail the server sends (read with readMailDir). */
    mailDir: string
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server at ${url} did not become healthy`)
}

/** The built production server on a fresh temporary SQLite file, seeded as on a first `npm start`. */
export default function setup(project: TestProject) {
  return startServer(project, 'sqlite')
}

/**
 * The built production server on a fresh database on a MongoDB wire-protocol server (FerretDB, or
 * TEST_MONGODB_URL's server when set), seeded as on a first `npm start`.
 */
export async function startServer(project: TestProject, database: 'sqlite' | 'mongodb') {
  for (const required of [
    path.join(webBuildDir, 'server', 'index.js'),
    path.join(cmsDir, '.next', 'BUILD_ID'),
    compiledServer,
  ]) {
    if (!fs.existsSync(required)) throw new Error(`Missing build output ${required}: run "npm run build" first`)
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-e2e-'))
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'))
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b1-e2e-mail-'))
  const smtp = await startSmtp({ dir: mailDir })
  const ferretdb = database === 'mongodb' && !process.env.TEST_MONGODB_URL ? await startFerretdb() : undefined
  const databaseUrl =
    database === 'mongodb'
      ? `${ferretdb?.url ?? process.env.TEST_MONGODB_URL}/e2e_${randomBytes(4).toString('hex')}`
      : `file:${path.join(dataDir, 'e2e.db')}`
  const child = spawnServer(
    {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(database === 'mongodb' && { PAYLOAD_SECRET: randomBytes(16).toString('hex') }),
      SERVER_URL: baseUrl,
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Clearpath B1 <hello@test.example>',
      SALES_EMAIL: 'sales@test.example',
      // Every e2e request comes from one address; the real per-client limits are covered by the integration tests.
      RATE_LIMIT_CONTACT_MAX: '1000',
      RATE_LIMIT_BOOKING_MAX: '1000',
      RATE_LIMIT_ACCESS_REQUEST_MAX: '1000',
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
      RATE_LIMIT_FORGOT_PASSWORD_MAX: '1000',
      RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT_MAX: '1000',
      // Scheduled publishing is checked every 5 seconds instead of every minute.
      JOBS_AUTORUN_CRON: '*/5 * * * * *',
    },
    ['ignore', 'pipe', 'pipe'],
  )
  child.stdout!.pipe(log)
  child.stderr!.pipe(log)
  try {
    await waitForHealth(baseUrl, child, 230_000)
  } catch (error) {
    child.kill('SIGKILL')
    await ferretdb?.stop()
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'))
    throw error
  }
  project.provide('baseUrl', baseUrl)
  project.provide('admin', ADMIN)
  project.provide('dataDir', dataDir)
  project.provide('databaseUrl', databaseUrl)
  project.provide('mailDir', mailDir)

  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    await smtp.close()
    await ferretdb?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(mailDir, { recursive: true, force: true })
  }
}
