import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

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

  it('keeps waiting on locks after a transaction, on the fresh connection libsql opens for it', async () => {
    const client = (t.payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: unknown[] }> } })
      .client
    const { rows } = await client.execute('PRAGMA busy_timeout')
    expect(Object.values(rows[0] as Record<string, unknown>).map(Number)).toContain(5000)
  })
})
