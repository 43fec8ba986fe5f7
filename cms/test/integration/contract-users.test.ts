import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STAFF, expectAdminOnly, expectJson, expectNoSecrets, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let advisor: { id: number | string }

const newUser = (over: Record<string, unknown> = {}) => ({
  first_name: 'Nia',
  last_name: 'Patel',
  email: `nia.${Math.random().toString(36).slice(2, 8)}@test.example`,
  password: 'long-enough-1',
  passwordConfirm: 'long-enough-1',
  ...over,
})

const create = (body: unknown, as: 'admin' | 'super_admin' = 'admin') =>
  t.request('/api/portal/users', { method: 'POST', as, body })
const update = (id: number | string, body: unknown, as: 'admin' | 'super_admin' = 'admin') =>
  t.request(`/api/portal/users/${id}`, { method: 'PUT', as, body })
const userCount = async () => (await t.payload.count({ collection: 'users', overrideAccess: true })).totalDocs

beforeAll(async () => {
  t = await startTestServer()
  advisor = await t.payload.create({
    collection: 'job-roles',
    data: { name: 'Solutions Advisor' },
    overrideAccess: true,
  })
})
afterAll(() => t?.close())

describe('GET /api/portal/users', () => {
  it('refuses outsiders', async () => {
    await expectAdminOnly(t, '/api/portal/users')
    await expectAdminOnly(t, '/api/portal/users', { method: 'POST', body: newUser() })
    await expectAdminOnly(t, `/api/portal/users/${t.accounts.user.id}`, { method: 'PUT', body: { is_active: false } })
    await expectAdminOnly(t, `/api/portal/users/${t.accounts.user.id}/password`, {
      method: 'PUT',
      body: { password: 'x'.repeat(12), passwordConfirm: 'x'.repeat(12) },
    })
    expect(
      (await t.payload.findByID({ collection: 'users', id: t.accounts.user.id, overrideAccess: true })).is_active,
    ).toBe(true)
  })

  for (const as of STAFF) {
    it(`lists every user for ${as}, without secrets`, async () => {
      const res = await t.request('/api/portal/users', { as })
      expectNoSecrets(await res.clone().text())
      const { users } = await expectJson(res)
      expect(users.map((u: { email: string }) => u.email)).toEqual(
        expect.arrayContaining(Object.values(t.accounts).map((a) => a.email)),
      )
      expect(Object.keys(users[0]).sort()).toEqual([
        'email',
        'first_name',
        'id',
        'is_active',
        'job_role',
        'last_name',
        'role',
      ])
      expect(users.find((u: { email: string }) => u.email === t.accounts.inactive.email).is_active).toBe(false)
    })
  }

  it('lists everyone, not one page of them, oldest account first', async () => {
    for (let i = 0; i < 10; i++)
      await t.payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { ...newUser({ email: `bulk.${i}@test.example` }), role: 'user', is_active: true },
      })
    const { users } = await expectJson(await t.request('/api/portal/users', { as: 'admin' }))
    expect(users).toHaveLength(await userCount())
    const emails: string[] = users.map((u: { email: string }) => u.email)
    const order = ['super_admin', 'admin', 'user', 'inactive'] as const
    expect(order.map((key) => emails.indexOf(t.accounts[key].email))).toEqual([0, 1, 2, 3])
    expect(emails.indexOf('bulk.0@test.example')).toBeLessThan(emails.indexOf('bulk.9@test.example'))
  })
})

describe('POST /api/portal/users', () => {
  it('creates an active user (role user by default) who can then sign in', async () => {
    const body = newUser({ email: 'Fresh.Person@Test.example', job_role: advisor.id })
    const created = await expectJson(await create(body), 201)
    expect(created).toMatchObject({
      email: 'fresh.person@test.example',
      role: 'user',
      is_active: true,
      job_role: { id: advisor.id, name: 'Solutions Advisor' },
    })
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'fresh.person@test.example', password: body.password },
    })
    expect(login.status).toBe(200)
  })

  it('accepts the job role by name, and admin as a role', async () => {
    const created = await expectJson(await create(newUser({ role: 'admin', job_role: 'solutions advisor' })), 201)
    expect(created).toMatchObject({ role: 'admin', job_role: { name: 'Solutions Advisor' } })
  })

  it('lets only a super_admin create a super_admin', async () => {
    const before = await userCount()
    await expectProblem(
      await create(newUser({ role: 'super_admin' }), 'admin'),
      403,
      'Only a super admin can grant the super admin role.',
    )
    expect(await userCount()).toBe(before)
    expect((await expectJson(await create(newUser({ role: 'super_admin' }), 'super_admin'), 201)).role).toBe(
      'super_admin',
    )
  })

  it('refuses a duplicate e-mail, in any case, with 409', async () => {
    const problem = await expectProblem(
      await create(newUser({ email: t.accounts.user.email.toUpperCase() })),
      409,
      'A user with this email already exists.',
    )
    expect(problem.errors).toEqual({ email: 'Already registered' })
  })

  it.each([
    [{ first_name: '' }, 'first_name', 'First name required'],
    [{ last_name: undefined }, 'last_name', 'Last name required'],
    [{ email: '' }, 'email', 'Email required'],
    [{ email: 'nope' }, 'email', 'Enter a valid email address'],
    [{ password: '', passwordConfirm: '' }, 'password', 'Password required'],
    [{ password: 'short', passwordConfirm: 'short' }, 'password', 'Password must be at least 10 characters'],
    [{ passwordConfirm: 'something-else' }, 'passwordConfirm', 'Passwords do not match'],
    [{ passwordConfirm: undefined }, 'passwordConfirm', 'Please confirm the password'],
    [{ role: 'owner' }, 'role', 'Role must be user, admin or super_admin'],
    [{ job_role: 'Astronaut' }, 'job_role', 'Job role not found'],
    [{ job_role: 999999 }, 'job_role', 'Job role not found'],
    [{ job_role: { id: 1 } }, 'job_role', 'Job role must be an id or a name'],
  ])('validates %j without creating anyone', async (over, field, message) => {
    const before = await userCount()
    const problem = await expectProblem(await create(newUser(over)), 400, message)
    expect(problem.errors?.[field]).toBe(message)
    expect(await userCount()).toBe(before)
  })
})

describe('PUT /api/portal/users/{id}', () => {
  it('deactivates and reactivates a user; a deactivated token stops working', async () => {
    const person = await expectJson(await create(newUser()), 201)
    const off = await expectJson(await update(person.id, { is_active: false }))
    expect(off.is_active).toBe(false)
    const on = await expectJson(await update(person.id, { is_active: true }))
    expect(on.is_active).toBe(true)
  })

  it('edits names, role and job role, and clears the job role with null', async () => {
    const person = await expectJson(await create(newUser({ job_role: advisor.id })), 201)
    const edited = await expectJson(
      await update(person.id, { first_name: ' Nadia ', last_name: 'Khan', role: 'admin' }),
    )
    expect(edited).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Khan',
      role: 'admin',
      job_role: { id: advisor.id },
    })
    const cleared = await expectJson(await update(person.id, { job_role: null }))
    expect(cleared).toMatchObject({ first_name: 'Nadia', last_name: 'Khan', role: 'admin', is_active: true })
    expect(cleared.job_role).toBeNull()
  })

  it('stops anyone deactivating or demoting themselves', async () => {
    const deactivate = await expectProblem(
      await update(t.accounts.admin.id, { is_active: false }),
      400,
      'You cannot deactivate your own account.',
    )
    expect(deactivate.errors).toEqual({ is_active: 'Not for your own account' })
    const demote = await expectProblem(
      await update(t.accounts.admin.id, { role: 'user' }),
      400,
      'You cannot change your own role.',
    )
    expect(demote.errors).toEqual({ role: 'Not for your own account' })
    const superDemote = await expectProblem(
      await update(t.accounts.super_admin.id, { role: 'admin' }, 'super_admin'),
      400,
      'You cannot change your own role.',
    )
    expect(superDemote.errors).toEqual({ role: 'Not for your own account' })
    const me = await t.payload.findByID({ collection: 'users', id: t.accounts.admin.id, overrideAccess: true })
    expect([me.role, me.is_active]).toEqual(['admin', true])
  })

  it('lets anyone edit their own account, keeping their role and staying active', async () => {
    const me = await expectJson(
      await update(t.accounts.admin.id, { first_name: 'admin', role: 'admin', is_active: true }),
    )
    expect(me).toMatchObject({ id: t.accounts.admin.id, first_name: 'admin', role: 'admin', is_active: true })
    const renamed = await expectJson(await update(t.accounts.admin.id, { last_name: 'Renamed' }))
    expect(renamed).toMatchObject({ last_name: 'Renamed', role: 'admin', is_active: true })
    await expectJson(await update(t.accounts.admin.id, { last_name: 'Tester' }))
  })

  it('lets only a super_admin change a super_admin or grant the role', async () => {
    await expectProblem(
      await update(t.accounts.super_admin.id, { first_name: 'Hacked' }),
      403,
      'Only a super admin can change a super admin account.',
    )
    await expectProblem(
      await update(t.accounts.user.id, { role: 'super_admin' }),
      403,
      'Only a super admin can grant the super admin role.',
    )
    const other = await expectJson(await create(newUser({ role: 'super_admin' }), 'super_admin'), 201)
    expect((await expectJson(await update(other.id, { is_active: false }, 'super_admin'))).is_active).toBe(false)
  })

  it.each([
    [{ is_active: 'no' }, 'is_active', 'Active must be true or false'],
    [{ first_name: '' }, 'first_name', 'First name required'],
    [{ role: 'boss' }, 'role', 'Role must be user, admin or super_admin'],
    [{ job_role: 'Astronaut' }, 'job_role', 'Job role not found'],
  ])('validates %j', async (body, field, message) => {
    const problem = await expectProblem(await update(t.accounts.user.id, body), 400, message)
    expect(problem.errors?.[field]).toBe(message)
  })

  it.each(['999999', 'abc'])('answers 404 for user %s', async (id) => {
    await expectProblem(await update(id, { is_active: true }), 404, 'User not found')
  })
})

describe('PUT /api/portal/users/{id}/password', () => {
  const setPassword = (id: number | string, body: unknown, as: 'admin' | 'super_admin' = 'admin') =>
    t.request(`/api/portal/users/${id}/password`, { method: 'PUT', as, body })

  it('sets a new password, which then signs in', async () => {
    const person = await expectJson(await create(newUser({ email: 'reset.me@test.example' })), 201)
    const res = await setPassword(person.id, { password: 'brand-new-password', passwordConfirm: 'brand-new-password' })
    expectNoSecrets(await res.clone().text())
    expect((await expectJson(res)).email).toBe('reset.me@test.example')
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'reset.me@test.example', password: 'brand-new-password' },
    })
    expect(login.status).toBe(200)
  })

  it.each([
    [
      { password: 'brand-new-password', passwordConfirm: 'different-password' },
      'passwordConfirm',
      'Passwords do not match',
    ],
    [{ password: 'short', passwordConfirm: 'short' }, 'password', 'Password must be at least 10 characters'],
    [{}, 'password', 'Password required'],
  ])('validates %j', async (body, field, message) => {
    const problem = await expectProblem(await setPassword(t.accounts.user.id, body), 400, message)
    expect(problem.errors?.[field]).toBe(message)
  })

  it("refuses an admin resetting a super_admin's password", async () => {
    await expectProblem(
      await setPassword(t.accounts.super_admin.id, {
        password: 'brand-new-password',
        passwordConfirm: 'brand-new-password',
      }),
      403,
      'Only a super admin can change a super admin account.',
    )
  })

  it('answers 404 for an unknown user', async () => {
    await expectProblem(
      await setPassword(999999, { password: 'brand-new-password', passwordConfirm: 'brand-new-password' }),
      404,
      'User not found',
    )
  })
})

describe('POST /api/portal/users/{id}/reset-link', () => {
  const resetLink = (id: number | string, as: 'admin' | 'super_admin' = 'admin') =>
    t.request(`/api/portal/users/${id}/reset-link`, { method: 'POST', as })
  const queuedFor = async (email: string) =>
    (await t.payload.count({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })).totalDocs

  it('queues a reset e-mail for an active user and answers { success: true }', async () => {
    const person = await expectJson(await create(newUser({ email: 'link.me@test.example' })), 201)
    expect(await expectJson(await resetLink(person.id))).toEqual({ success: true })
    expect(await queuedFor('link.me@test.example')).toBe(1)
  })

  it('refuses an inactive account with 409 and sends nothing', async () => {
    const person = await expectJson(await create(newUser({ email: 'off.duty@test.example' })), 201)
    await expectJson(await update(person.id, { is_active: false }))
    await expectProblem(await resetLink(person.id), 409, 'This account is inactive. Reactivate it first.')
    expect(await queuedFor('off.duty@test.example')).toBe(0)
  })
})
