import { createLocalReq } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../../src/lib/db/transaction'
import { expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'
import { mongoError, type ReplicaSetRules } from '../replica-set-rules'

// MongoDB only (the `mongodb` project): transactions under a replica set's rules (replica-set-rules.ts).
let t: TestServer
let rules: ReplicaSetRules
beforeAll(async () => {
  t = await startTestServer()
  rules = t.replicaSet!
})
afterEach(() => {
  rules.commitDelayMs = 0
  rules.failNextCommits = []
  rules.failNextOperations = []
})
afterAll(() => t?.close())

const pendingRequest = (email: string) =>
  t.payload.create({
    collection: 'access-requests',
    data: { first_name: 'Tran', last_name: 'Saction', email, reason: 'Testing commits', status: 'pending' },
    overrideAccess: true,
  })
const approve = (id: number | string) =>
  t.request(`/api/portal/access-requests/${id}/approve`, { method: 'PUT', as: 'admin' })
const usersWith = async (email: string) =>
  (await t.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

describe('transactions on MongoDB (lib/db/mongo-internals.ts)', () => {
  it('refuses to commit steps that swallowed the failure of an operation (which rolled the transaction back)', async () => {
    const req = await createLocalReq({}, t.payload)
    const steps = async () => {
      await t.payload.create({ collection: 'categories', data: {} as never, overrideAccess: true, req }).catch(() => {})
      return 'went on'
    }
    await expect(inTransaction(req, steps)).rejects.toThrow('The transaction was rolled back')
  })

  it('tries a commit again when its outcome is unknown, as the driver does', async () => {
    const request = await pendingRequest('unknown-commit@test.example')
    rules.failNextCommits = [
      mongoError('connection reset during commit', 91, 'ShutdownInProgress', ['UnknownTransactionCommitResult']),
    ]
    expect((await approve(request.id)).status).toBe(200)
    expect(rules.failNextCommits).toEqual([])
    expect(await usersWith('unknown-commit@test.example')).toBe(1)
  })

  it('runs the whole transaction again on a TransientTransactionError', async () => {
    const request = await pendingRequest('transient@test.example')
    // Raised by the transaction's first read (FerretDB would keep the writes of an aborted attempt).
    rules.failNextOperations = [
      mongoError('primary stepped down', 189, 'PrimarySteppedDown', ['TransientTransactionError']),
    ]
    expect((await approve(request.id)).status).toBe(200)
    expect(rules.failNextOperations).toEqual([])
    expect(await usersWith('transient@test.example')).toBe(1)
  })

  it("answers a write conflict that retrying did not get past with 409 in the contract's shape", async () => {
    const request = await pendingRequest('conflict@test.example')
    rules.failNextCommits = [mongoError('WriteConflict error', 112, 'WriteConflict')]
    await expectProblem(
      await approve(request.id),
      409,
      'Someone else changed this at the same moment. Please reload and try again.',
    )
  })
})

describe('the site revision on MongoDB', () => {
  it('is bumped again once the commit has finished, not when the adapter lets go of the session', async () => {
    const writes: number[] = []
    const set = t.payload.kv.set.bind(t.payload.kv)
    t.payload.kv.set = async (key, value) => {
      await set(key, value)
      if (key === 'site-revision') writes.push(performance.now())
    }
    rules.commitDelayMs = 300
    const ended = rules.ended.length
    try {
      const res = await t.request('/api/categories', { method: 'POST', as: 'admin', body: { name: 'Committed later' } })
      expect(res.status).toBe(201)
      const commit = rules.ended.slice(ended).find((end) => end.outcome === 'commit')!
      expect(commit).toBeDefined()
      await expect.poll(() => writes.filter((at) => at >= commit.at).length, { timeout: 5000 }).toBeGreaterThan(0)
    } finally {
      t.payload.kv.set = set
    }
  })
})

describe('indexes on MongoDB', () => {
  it('the unique indexes exist once Payload has booted, before any write', async () => {
    const { connection } = t.payload.db as unknown as {
      connection: { db: { collection(name: string): { indexes(): Promise<Array<{ key: object; unique?: boolean }>> } } }
    }
    const unique = async (collection: string) =>
      (await connection.db.collection(collection).indexes()).filter((index) => index.unique).map((index) => index.key)
    expect(await unique('users')).toContainEqual({ email: 1 })
    expect(await unique('pages')).toContainEqual({ path: 1 })
  })
})
