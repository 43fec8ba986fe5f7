import { afterAll, beforeAll, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ accounts: false })
})
afterAll(() => t?.close())

it('the create-first-user screen always makes a super_admin', async () => {
  const res = await t.request('/api/users/first-register', {
    method: 'POST',
    body: { email: 'owner@test.example', password: 'long-enough-pass', first_name: 'O', last_name: 'W', role: 'user' },
  })
  expect(res.status).toBe(200)
  const [owner] = (await t.payload.find({ collection: 'users', overrideAccess: true })).docs
  expect(owner.role).toBe('super_admin')
})

it('anonymous cannot register once a user exists', async () => {
  const res = await t.request('/api/users/first-register', {
    method: 'POST',
    body: { email: 'second@test.example', password: 'long-enough-pass', first_name: 'S', last_name: 'E' },
  })
  expect(res.status).toBeGreaterThanOrEqual(400)
  expect(res.status).toBeLessThan(500)
})
