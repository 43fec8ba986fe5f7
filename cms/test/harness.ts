import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import type { Role } from '../src/shared/roles'
import { enforceReplicaSetRules, type ReplicaSetRules } from './replica-set-rules'
import { restoreShape, reusedPayload, reusedSecret, reuseServer } from './reused-server'

export type As = 'anonymous' | Role | 'inactive'

export type TestServer = {
  baseUrl: string
  payload: Payload
  /** Bearer tokens and ids for one account per role, plus an inactive admin. */
  accounts: Record<Exclude<As, 'anonymous'>, { id: number | string; email: string; password: string; token: string }>
  /** Fetch `path` on the server as the given account; JSON bodies are encoded for you. */
  request: (
    path: string,
    init?: { method?: string; body?: unknown; as?: As; headers?: Record<string, string> },
  ) => Promise<Response>
  close: () => Promise<void>
  /** On MongoDB (FerretDB): the replica-set rules its transactions follow (replica-set-rules.ts). */
  replicaSet?: ReplicaSetRules
}

const PASSWORD = 'correct-horse-battery'

/**
 * Boots Payload and the HTTP server (API only) on a fresh database (a temporary SQLite file, or a new
 * database on the FerretDB test server in the `mongodb` project) and an ephemeral port. Call once per
 * test file: Payload keeps one instance per process. Mutation testing boots once per process and
 * restores the database instead (reused-server.ts).
 */
export async function startTestServer({
  seed = false,
  accounts: withAccounts = true,
}: { seed?: boolean; accounts?: boolean } = {}): Promise<TestServer> {
  // test/fresh-data-dir.ts gave this test file its own data directory and database file.
  process.env.PAYLOAD_SECRET = reuseServer ? reusedSecret() : randomBytes(16).toString('hex')
  process.env.SEED_ADMIN_PASSWORD = PASSWORD
  // A publish shows at the next load (no stale window), unless a test asks for one.
  process.env.PAGE_STALE_MS ??= '0'

  const { default: config } = await import('../src/payload.config')
  const { bootPayload } = await import('../src/lib/runtime/boot')
  const { createAppServer } = await import('../src/server/app')
  const boot = () => bootPayload(config)
  const payload = reuseServer ? await reusedPayload(boot) : await boot()
  const replicaSet = payload.db.name === 'mongoose' ? enforceReplicaSetRules(payload) : undefined

  const makeData = async () => {
    if (seed) await (await import('@b1/seed')).seed(payload, { log: () => {} })
    const made = {} as TestServer['accounts']
    const makeAccount = async (key: Exclude<As, 'anonymous'>, role: Role, isActive = true) => {
      const email = `${key.replace('_', '-')}@test.example`
      const user = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email, password: PASSWORD, first_name: key, last_name: 'Tester', role, is_active: true },
      })
      const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
      if (!isActive)
        await payload.update({ collection: 'users', id: user.id, data: { is_active: false }, overrideAccess: true })
      made[key] = { id: user.id, email, password: PASSWORD, token: token! }
    }
    if (withAccounts) {
      await makeAccount('super_admin', 'super_admin')
      await makeAccount('admin', 'admin')
      await makeAccount('user', 'user')
      await makeAccount('inactive', 'admin', false)
    }
    return made
  }
  const accounts = reuseServer
    ? await restoreShape(`seed=${seed},accounts=${withAccounts}`, makeData)
    : await makeData()
  if (reuseServer) {
    // The limits an earlier file changed in this process (and may not have put back) are the defaults again.
    const { DEFAULT_LIMITS, setRateLimit } = await import('../src/contract/rate-limit')
    for (const name of Object.keys(DEFAULT_LIMITS) as Array<keyof typeof DEFAULT_LIMITS>)
      await setRateLimit(name, undefined, payload)
  }

  const { server, close } = await createAppServer({ payload, dev: false, port: 0, admin: false, web: false })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const request: TestServer['request'] = (urlPath, { method = 'GET', body, as = 'anonymous', headers = {} } = {}) => {
    const h = new Headers(headers)
    if (as !== 'anonymous') h.set('Authorization', `Bearer ${accounts[as].token}`)
    let payloadBody: BodyInit | undefined
    if (body instanceof FormData || typeof body === 'string') payloadBody = body
    else if (body !== undefined) {
      h.set('Content-Type', 'application/json')
      payloadBody = JSON.stringify(body)
    }
    return fetch(baseUrl + urlPath, { method, headers: h, body: payloadBody })
  }

  return {
    baseUrl,
    payload,
    accounts,
    request,
    replicaSet,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await close()
      if (reuseServer) return
      if (replicaSet) await dropDatabase(payload)
      await payload.db.destroy?.()
      fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
    },
  }
}

const dropDatabase = (payload: Payload) =>
  (payload.db as unknown as { connection: { dropDatabase(): Promise<void> } }).connection.dropDatabase()

/** Gives an account (the admin unless named) a new job role, which makes it an advisor leads can be assigned to. */
export async function makeAdvisor(t: TestServer, id: number | string = t.accounts.admin.id, roleName = 'Advisor') {
  const role = await t.payload.create({ collection: 'job-roles', data: { name: roleName }, overrideAccess: true })
  await t.payload.update({ collection: 'users', id, data: { job_role: role.id }, overrideAccess: true })
  return role
}

/** Runs every due job (delivery, reminders) as the server's autoRun would, until every message was tried. */
export async function runJobs(payload: Payload): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await payload.jobs.run({ queue: 'default', limit: 100 })
    const { totalDocs } = await payload.count({
      collection: 'outbox',
      where: { and: [{ status: { equals: 'queued' } }, { attempts: { equals: 0 } }] },
      overrideAccess: true,
    })
    if (totalDocs === 0) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('Some e-mails were never tried')
}
