import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEFAULT_LIMITS, setRateLimit } from '../../src/contract/rate-limit'
import { ACCOUNT_EXISTS } from '../../src/endpoints/portal/access-requests'
import { EVERYONE, STAFF, expectAdminOnly, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
beforeEach(() => setRateLimit('access-request', { max: 1000, windowMs: 60_000 }, t.payload))
afterAll(async () => {
  await setRateLimit('access-request', undefined, t.payload)
  await t?.close()
})

const ask = (over: Record<string, unknown> = {}, as: (typeof EVERYONE)[number] = 'anonymous') =>
  t.request('/api/portal/access-requests', {
    method: 'POST',
    as,
    body: {
      first_name: 'Omar',
      last_name: 'Ali',
      email: 'Omar.Ali@Partner.example',
      company: 'Partner Ltd',
      reason: 'I look after the Partner account.',
      ...over,
    },
  })
const requests = async () =>
  (await t.payload.find({ collection: 'access-requests', overrideAccess: true, pagination: false, sort: '-createdAt' }))
    .docs

describe('POST /api/portal/access-requests (public)', () => {
  for (const as of EVERYONE) {
    it(`accepts a request from ${as}`, async () => {
      expect(await expectJson(await ask({}, as), 201)).toEqual({ success: true })
    })
  }

  it('stores it as pending with a lower-cased e-mail', async () => {
    await expectJson(await ask({ email: 'New.Person@Example.com' }), 201)
    expect((await requests())[0]).toMatchObject({
      email: 'new.person@example.com',
      status: 'pending',
      company: 'Partner Ltd',
    })
  })

  it('treats the company as optional', async () => {
    await expectJson(await ask({ company: undefined, email: 'solo@example.com' }), 201)
    expect((await requests())[0].company ?? '').toBe('')
  })

  it.each([
    [{ first_name: '' }, 'first_name', 'First name required'],
    [{ last_name: ' ' }, 'last_name', 'Last name required'],
    [{ email: 'x' }, 'email', 'Enter a valid email address'],
    [{ reason: '' }, 'reason', 'Reason required'],
    [{ reason: 'Sales' }, 'reason', 'Please write at least 10 characters'],
    [{ reason: 'r'.repeat(2001) }, 'reason', 'Reason must be at most 2000 characters'],
  ])('validates %j without storing', async (over, field, message) => {
    const before = (await requests()).length
    const problem = await expectProblem(await ask(over), 400, message)
    expect(problem.errors?.[field]).toBe(message)
    expect((await requests()).length).toBe(before)
  })

  it('answers a filled honeypot with 201 but stores nothing', async () => {
    const before = (await requests()).length
    await expectJson(await ask({ website: 'spam' }), 201)
    expect((await requests()).length).toBe(before)
  })

  it('is rate-limited per client (5 per 10 minutes by default) with 429 and Retry-After', async () => {
    expect(DEFAULT_LIMITS['access-request']).toEqual({ max: 5, windowMs: 600_000 })
    await setRateLimit('access-request', undefined, t.payload)
    for (let i = 0; i < 5; i++) await expectJson(await ask(), 201)
    const res = await ask()
    await expectProblem(res, 429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('admin access requests', () => {
  it('refuses outsiders', async () => {
    const [request] = await requests()
    await expectAdminOnly(t, '/api/portal/access-requests')
    await expectAdminOnly(t, `/api/portal/access-requests/${request.id}/approve`, { method: 'PUT' })
    await expectAdminOnly(t, `/api/portal/access-requests/${request.id}/reject`, { method: 'PUT' })
    expect(
      (await t.payload.findByID({ collection: 'access-requests', id: request.id, overrideAccess: true })).status,
    ).toBe('pending')
  })

  for (const as of STAFF) {
    it(`lists requests newest first for ${as}`, async () => {
      const { requests: list } = await expectJson(await t.request('/api/portal/access-requests', { as }))
      expect(list.length).toBe((await requests()).length)
      expect(Object.keys(list[0]).sort()).toEqual([
        'company',
        'created_at',
        'email',
        'first_name',
        'id',
        'last_name',
        'reason',
        'status',
      ])
    })
  }

  it('approving creates an active user and starts the forgot-password flow', async () => {
    await expectJson(await ask({ email: 'approve.me@example.com', first_name: 'Ada', last_name: 'Byrne' }), 201)
    const [request] = await requests()
    const forgot = vi.spyOn(t.payload, 'forgotPassword')
    const info = vi.spyOn(t.payload.logger, 'info')
    const body = await expectJson(
      await t.request(`/api/portal/access-requests/${request.id}/approve`, { method: 'PUT', as: 'admin' }),
    )
    expect(body).toMatchObject({ id: request.id, status: 'approved', email: 'approve.me@example.com' })
    const { docs } = await t.payload.find({
      collection: 'users',
      where: { email: { equals: 'approve.me@example.com' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(docs[0]).toMatchObject({ first_name: 'Ada', last_name: 'Byrne', role: 'user', is_active: true })
    expect(forgot).toHaveBeenCalledTimes(1)
    expect(docs[0].resetPasswordToken).toBeTruthy()
    // The set-password link waits in the outbox (no transport here) and never reaches the log.
    const { docs: queued } = await t.payload.find({
      collection: 'outbox',
      where: { to: { equals: 'approve.me@example.com' } },
      overrideAccess: true,
    })
    expect(queued.map((m) => m.text).join('\n')).toMatch(/\/portal\/reset-password\/[\w-]+/)
    expect(info.mock.calls.flat().join('\n')).not.toContain('/portal/reset-password/')
    forgot.mockRestore()
    info.mockRestore()
  })

  it("approving a request in an existing account's name is a 409: no account, no password link, still pending", async () => {
    for (const who of ['user', 'super_admin'] as const) {
      const { id, email } = t.accounts[who]
      // Any letter case: the address is one account whatever the requester typed.
      await expectJson(await ask({ email: email.toUpperCase() }), 201)
      const [request] = await requests()
      const before = (await t.payload.count({ collection: 'users', overrideAccess: true })).totalDocs
      const account = await t.payload.findByID({
        collection: 'users',
        id,
        overrideAccess: true,
        showHiddenFields: true,
      })
      await expectProblem(
        await t.request(`/api/portal/access-requests/${request.id}/approve`, { method: 'PUT', as: 'super_admin' }),
        409,
        ACCOUNT_EXISTS,
      )
      expect((await t.payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(before)
      const after = await t.payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })
      expect(after.role).toBe(who)
      expect(after.resetPasswordToken ?? null).toBe(account.resetPasswordToken ?? null)
      const links = await t.payload.count({
        collection: 'outbox',
        where: { and: [{ to: { equals: email } }, { template: { in: ['access-approved', 'password-reset'] } }] },
        overrideAccess: true,
      })
      expect(links.totalDocs).toBe(0)
      expect(
        (await t.payload.findByID({ collection: 'access-requests', id: request.id, overrideAccess: true })).status,
      ).toBe('pending')
      await expectJson(
        await t.request(`/api/portal/access-requests/${request.id}/reject`, { method: 'PUT', as: 'admin' }),
      )
    }
  })

  it('rejects a pending request', async () => {
    await expectJson(await ask({ email: 'reject.me@example.com' }), 201)
    const [request] = await requests()
    expect(
      (
        await expectJson(
          await t.request(`/api/portal/access-requests/${request.id}/reject`, { method: 'PUT', as: 'admin' }),
        )
      ).status,
    ).toBe('rejected')
    const { totalDocs } = await t.payload.count({
      collection: 'users',
      where: { email: { equals: 'reject.me@example.com' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('answers 409 for deciding a request twice', async () => {
    const decided = (await requests()).filter((r) => r.status !== 'pending')
    for (const request of decided) {
      for (const action of ['approve', 'reject']) {
        await expectProblem(
          await t.request(`/api/portal/access-requests/${request.id}/${action}`, { method: 'PUT', as: 'admin' }),
          409,
          `This request has already been ${request.status}.`,
        )
      }
    }
    expect(decided.length).toBeGreaterThanOrEqual(2)
  })

  it('two admins approving one request at once: one 200, one 409, one account', async () => {
    const email = 'both-approved@test.example'
    const request = await t.payload.create({
      collection: 'access-requests',
      data: { first_name: 'Both', last_name: 'Approved', email, reason: 'Two admins at once', status: 'pending' },
      overrideAccess: true,
    })
    const approve = (as: 'admin' | 'super_admin') =>
      t.request(`/api/portal/access-requests/${request.id}/approve`, { method: 'PUT', as })
    const answers = await Promise.all([approve('admin'), approve('super_admin')])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    await expectProblem(
      answers.find((res) => res.status === 409)!,
      409,
      'This request has already been approved.',
    )
    const users = await t.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(users.totalDocs).toBe(1)
  })

  it.each(['999999', 'zz'])('answers 404 for request %s', async (id) => {
    await expectProblem(
      await t.request(`/api/portal/access-requests/${id}/approve`, { method: 'PUT', as: 'admin' }),
      404,
      'Access request not found',
    )
    await expectProblem(
      await t.request(`/api/portal/access-requests/${id}/reject`, { method: 'PUT', as: 'admin' }),
      404,
      'Access request not found',
    )
  })
})
