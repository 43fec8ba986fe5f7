import { sql } from '@payloadcms/db-sqlite/drizzle'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setRateLimit } from '../../src/contract/rate-limit'
import { inTransaction } from '../../src/lib/db/transaction'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  await setRateLimit('access-request', { max: 1000, windowMs: 60_000 }, t.payload)
})
afterAll(async () => {
  await setRateLimit('access-request', undefined, t.payload)
  await t?.close()
})

const usersWith = async (email: string) =>
  (await t.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

describe('approving an access request is one transaction (SQLite)', () => {
  it('leaves no account behind when the last step fails', async () => {
    // Written below the validation layer, so the final update of the request fails validation
    // after the account and its reset token have been written in the same transaction.
    const email = 'half-done@test.example'
    const request = await t.payload.db.create({
      collection: 'access-requests',
      data: { first_name: 'Half', last_name: 'Done', email, reason: 'x'.repeat(2001), status: 'pending' },
    })
    const res = await t.request(`/api/portal/access-requests/${request.id}/approve`, { method: 'PUT', as: 'admin' })
    expect(res.status).toBe(400)
    expect(await usersWith(email)).toBe(0)
    const after = await t.payload.findByID({ collection: 'access-requests', id: request.id, overrideAccess: true })
    expect(after.status).toBe('pending')
  })

  it('saves the account and the approval together when every step succeeds', async () => {
    const email = 'all-done@test.example'
    const request = await t.payload.create({
      collection: 'access-requests',
      data: { first_name: 'All', last_name: 'Done', email, reason: 'Joining the team', status: 'pending' },
      overrideAccess: true,
    })
    const res = await t.request(`/api/portal/access-requests/${request.id}/approve`, { method: 'PUT', as: 'admin' })
    expect(res.status).toBe(200)
    expect(await usersWith(email)).toBe(1)
    const [user] = (
      await t.payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs
    expect(user.resetPasswordToken).toBeTruthy()
    // Writes after the transaction still work: the connection is healthy.
    const reject = await t.payload.create({
      collection: 'access-requests',
      data: { first_name: 'Next', last_name: 'One', email: 'next@test.example', reason: 'Later', status: 'pending' },
      overrideAccess: true,
    })
    expect(
      (await t.request(`/api/portal/access-requests/${reject.id}/reject`, { method: 'PUT', as: 'admin' })).status,
    ).toBe(200)
  })

  it('throws when the commit fails, and keeps nothing', async () => {
    // A deferred foreign key is checked only at COMMIT: the one failure left after every step succeeded.
    const email = 'commit-fails@test.example'
    const req = await createLocalReq({}, t.payload)
    const sessions = (
      t.payload.db as unknown as { sessions: Record<string, { db: { run(q: unknown): Promise<unknown> } }> }
    ).sessions
    const attempt = inTransaction(req, async () => {
      await sessions[req.transactionID as string].db.run(sql`PRAGMA defer_foreign_keys = ON`)
      await t.payload.db.create({
        collection: 'users',
        data: { email, first_name: 'No', last_name: 'Role', role: 'user', is_active: true, job_role: 999_999 },
        req,
      })
    })
    await expect(attempt).rejects.toThrow(/FOREIGN KEY/)
    expect(await usersWith(email)).toBe(0)
  })

  it('saves every enquiry and the approval when visitors post while an admin approves', async () => {
    for (let round = 0; round < 3; round++) {
      const email = `busy-${round}@test.example`
      const request = await t.payload.create({
        collection: 'access-requests',
        data: { first_name: 'Busy', last_name: 'Day', email, reason: 'Joining the team', status: 'pending' },
        overrideAccess: true,
      })
      const [approval, ...posted] = await Promise.all([
        t.request(`/api/portal/access-requests/${request.id}/approve`, { method: 'PUT', as: 'admin' }),
        ...[1, 2, 3, 4].map((n) =>
          t.request('/api/portal/access-requests', {
            method: 'POST',
            body: {
              first_name: 'Visitor',
              last_name: `${n}`,
              email: `visitor-${round}-${n}@test.example`,
              reason: 'Hi, joining the team.',
            },
          }),
        ),
      ])
      expect(approval.status).toBe(200)
      expect(posted.map((res) => res.status)).toEqual([201, 201, 201, 201])
      expect(await usersWith(email)).toBe(1)
    }
  })

  it('keeps waiting on locks after a transaction, on the fresh connection libsql opens for it', async () => {
    const client = (t.payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: unknown[] }> } })
      .client
    const { rows } = await client.execute('PRAGMA busy_timeout')
    expect(Object.values(rows[0] as Record<string, unknown>).map(Number)).toContain(5000)
  })
})
