import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setRateLimit } from '../../src/contract/rate-limit'
import { expectJson, expectNoSecrets, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  await setRateLimit('login', { max: 1000, windowMs: 60_000 }, t.payload)
  await setRateLimit('login-account', { max: 1000, windowMs: 60_000 }, t.payload)
})
afterAll(async () => {
  await setRateLimit('login', undefined, t.payload)
  await setRateLimit('login-account', undefined, t.payload)
  await t?.close()
})

const login = (email: string, password: string) =>
  t.request('/api/auth/login', { method: 'POST', body: { email, password } })

describe('POST /api/auth/login', () => {
  it('returns an access token and the user', async () => {
    const body = await expectJson(await login(t.accounts.admin.email, t.accounts.admin.password))
    expect(typeof body.access_token).toBe('string')
    expect(body.user).toEqual({
      id: t.accounts.admin.id,
      email: t.accounts.admin.email,
      first_name: 'admin',
      last_name: 'Tester',
      role: 'admin',
      job_role: null,
      is_active: true,
    })
  })

  it('the token works as a bearer token', async () => {
    const { access_token } = await expectJson(await login(t.accounts.user.email, t.accounts.user.password))
    const res = await t.request('/api/auth/me', { headers: { Authorization: `Bearer ${access_token}` } })
    expect((await expectJson(res)).email).toBe(t.accounts.user.email)
  })

  it('accepts the e-mail in any case, with spaces around it', async () => {
    const res = await login(`  ${t.accounts.super_admin.email.toUpperCase()} `, t.accounts.super_admin.password)
    expect((await expectJson(res)).user.role).toBe('super_admin')
  })

  it('refuses a wrong password with 401', async () => {
    await expectProblem(await login(t.accounts.user.email, 'wrong-password-1'), 401, 'Invalid email or password.')
  })

  it('refuses an unknown e-mail with the same 401', async () => {
    await expectProblem(await login('nobody@test.example', 'whatever-password'), 401, 'Invalid email or password.')
  })

  it('tells an inactive account so, with 403', async () => {
    await expectProblem(
      await login(t.accounts.inactive.email, t.accounts.inactive.password),
      403,
      'This account is inactive. Ask an administrator to reactivate it.',
    )
  })

  it.each([
    [{}, 'email', 'Email required'],
    [{ email: '', password: 'x' }, 'email', 'Email required'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Enter a valid email address'],
    [{ email: 'a@b.example' }, 'password', 'Password required'],
    [{ email: 'a@b.example', password: '' }, 'password', 'Password required'],
  ])('validates %j', async (body, field, message) => {
    const res = await t.request('/api/auth/login', { method: 'POST', body })
    const problem = await expectProblem(res, 400)
    expect(problem.errors?.[field]).toBe(message)
  })

  it('after five failures from one address, refuses that address for the account with 429 and Retry-After', async () => {
    await setRateLimit('login-account', undefined, t.payload)
    await t.payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: 'lockme@test.example',
        password: 'right-password-1',
        first_name: 'L',
        last_name: 'M',
        role: 'user',
        is_active: true,
      },
    })
    const from = (ip: string, password: string) =>
      t.request('/api/auth/login', {
        method: 'POST',
        body: { email: 'lockme@test.example', password },
        headers: { 'X-Forwarded-For': ip },
      })
    for (let i = 0; i < 5; i++) await expectProblem(await from('198.51.100.7', 'wrong-password'), 401)
    const locked = await from('198.51.100.7', 'right-password-1')
    await expectProblem(locked, 429, /Too many failed sign-in attempts/)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    // The account's owner, elsewhere, is not locked out by the stranger.
    expect((await from('203.0.113.20', 'right-password-1')).status).toBe(200)
    await setRateLimit('login-account', { max: 1000, windowMs: 60_000 }, t.payload)
  })
})

describe('GET /api/auth/me', () => {
  for (const as of ['user', 'admin', 'super_admin'] as const) {
    it(`returns the ${as} without secrets`, async () => {
      const res = await t.request('/api/auth/me', { as })
      const text = await res.clone().text()
      expectNoSecrets(text)
      const me = await expectJson(res)
      expect(me).toMatchObject({ id: t.accounts[as].id, email: t.accounts[as].email, role: as, is_active: true })
      expect(Object.keys(me).sort()).toEqual([
        'email',
        'first_name',
        'id',
        'is_active',
        'job_role',
        'last_name',
        'role',
      ])
    })
  }

  it('shows the job role by name', async () => {
    const role = await t.payload.create({
      collection: 'job-roles',
      data: { name: 'Solutions Advisor' },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'users',
      id: t.accounts.admin.id,
      data: { job_role: role.id },
      overrideAccess: true,
    })
    const me = await expectJson(await t.request('/api/auth/me', { as: 'admin' }))
    expect(me.job_role).toEqual({ id: role.id, name: 'Solutions Advisor' })
  })

  it('answers anonymous with 401', async () => {
    await expectProblem(await t.request('/api/auth/me'), 401)
  })

  it('answers a forged token with 401', async () => {
    await expectProblem(await t.request('/api/auth/me', { headers: { Authorization: 'Bearer not.a.token' } }), 401)
  })

  it('answers an inactive account with 403', async () => {
    await expectProblem(await t.request('/api/auth/me', { as: 'inactive' }), 403, /inactive/)
  })
})

describe('login rate limit', () => {
  it('answers 429 with Retry-After once a client has failed too often', async () => {
    await setRateLimit('login', { max: 2, windowMs: 60_000 }, t.payload)
    try {
      await expectProblem(await login('x@test.example', 'bad-password'), 401)
      await expectProblem(await login('x@test.example', 'bad-password'), 401)
      const res = await login(t.accounts.user.email, t.accounts.user.password)
      await expectProblem(res, 429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await setRateLimit('login', { max: 1000, windowMs: 60_000 }, t.payload)
    }
  })

  it('does not count successful sign-ins', async () => {
    await setRateLimit('login', { max: 2, windowMs: 60_000 }, t.payload)
    try {
      for (let i = 0; i < 4; i++) await expectJson(await login(t.accounts.user.email, t.accounts.user.password))
    } finally {
      await setRateLimit('login', { max: 1000, windowMs: 60_000 }, t.payload)
    }
  })
})

describe('POST /api/auth/reset-password', () => {
  async function resetToken(email: string) {
    const token = await t.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    return token as string
  }
  const reset = (body: unknown) => t.request('/api/auth/reset-password', { method: 'POST', body })

  it('sets a new password from the e-mailed token', async () => {
    const token = await resetToken(t.accounts.user.email)
    const res = await reset({ token, password: 'a-brand-new-pass', passwordConfirm: 'a-brand-new-pass' })
    expect(await expectJson(res)).toEqual({ success: true })
    expect((await login(t.accounts.user.email, 'a-brand-new-pass')).status).toBe(200)
  })

  it('refuses mismatched passwords and sends nothing', async () => {
    const token = await resetToken(t.accounts.user.email)
    await expectProblem(
      await reset({ token, password: 'another-new-pass', passwordConfirm: 'different-pass' }),
      400,
      'Passwords do not match',
    )
    expect((await login(t.accounts.user.email, 'another-new-pass')).status).toBe(401)
  })

  it('refuses short passwords', async () => {
    const token = await resetToken(t.accounts.user.email)
    await expectProblem(
      await reset({ token, password: 'short', passwordConfirm: 'short' }),
      400,
      'Password must be at least 10 characters',
    )
  })

  it('refuses an unknown or used token', async () => {
    await expectProblem(
      await reset({ token: 'not-a-real-token', password: 'a-brand-new-pass', passwordConfirm: 'a-brand-new-pass' }),
      400,
      'This link has expired or was already used. Ask an administrator for a new one.',
    )
  })
})

describe('POST /api/auth/logout', () => {
  it('answers { success: true } and the token stops working', async () => {
    await t.payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: 'leaving@test.example',
        password: 'leaving-password-1',
        first_name: 'Lee',
        last_name: 'Ving',
        role: 'user',
        is_active: true,
      },
    })
    const { access_token } = await expectJson(await login('leaving@test.example', 'leaving-password-1'))
    const bearer = { Authorization: `Bearer ${access_token}` }
    expect((await expectJson(await t.request('/api/auth/me', { headers: bearer }))).email).toBe('leaving@test.example')
    const res = await t.request('/api/auth/logout', { method: 'POST', headers: bearer })
    expect(await expectJson(res)).toEqual({ success: true })
    await expectProblem(await t.request('/api/auth/me', { headers: bearer }), 401)
  })

  it('answers anonymous with 401', async () => {
    await expectProblem(await t.request('/api/auth/logout', { method: 'POST' }), 401)
  })
})

describe('POST /api/auth/forgot-password', () => {
  it('answers the same { success: true } for a known and an unknown address', async () => {
    for (const email of [t.accounts.user.email, 'nobody-here@test.example']) {
      const res = await t.request('/api/auth/forgot-password', { method: 'POST', body: { email } })
      expect(await expectJson(res)).toEqual({ success: true })
    }
  })
})
