/**
 * Regression tests for the security review (issue 12): each would fail without its fix.
 */
import http from 'node:http'

import { validOperators } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CURRENT_PASSWORD_WRONG } from '../../src/collections/Users/auth-guards'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

describe('Payload-internal collections', () => {
  it('a plain user cannot create, read, change or delete document locks', async () => {
    const page = await t.payload.create({
      collection: 'pages',
      data: { title: 'Locked', path: '/locked-test' } as never,
      overrideAccess: true,
    })
    const create = await t.request('/api/payload-locked-documents', {
      method: 'POST',
      as: 'user',
      body: {
        document: { relationTo: 'pages', value: page.id },
        user: { relationTo: 'users', value: t.accounts.admin.id },
      },
    })
    expect(create.status).toBe(403)
    expect((await t.request('/api/payload-locked-documents', { as: 'user' })).status).toBe(403)
    expect((await t.payload.count({ collection: 'payload-locked-documents', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('a lock always names the account that took it, never someone else', async () => {
    const page = await t.payload.create({
      collection: 'pages',
      data: { title: 'Forged', path: '/forged-lock' } as never,
      overrideAccess: true,
    })
    const res = await t.request('/api/payload-locked-documents', {
      method: 'POST',
      as: 'admin',
      body: {
        document: { relationTo: 'pages', value: page.id },
        user: { relationTo: 'users', value: t.accounts.super_admin.id },
      },
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { user: { value: number | { id: number } } } }
    const holder = typeof doc.user.value === 'object' ? doc.user.value.id : doc.user.value
    expect(holder).toBe(t.accounts.admin.id)
  })

  it("a user cannot read another account's preferences", async () => {
    const admin = await t.payload.findByID({ collection: 'users', id: t.accounts.admin.id, overrideAccess: true })
    await t.payload.create({
      collection: 'payload-preferences',
      data: { key: 'secret-pref', value: { a: 1 } } as never,
      user: { ...admin, collection: 'users' },
      overrideAccess: true,
    })
    expect((await t.payload.count({ collection: 'payload-preferences', overrideAccess: true })).totalDocs).toBe(1)
    const res = await t.request('/api/payload-preferences?limit=100', { as: 'user' })
    expect(res.status).toBe(200)
    const { docs } = (await res.json()) as { docs: Array<{ key: string }> }
    expect(docs.map((d) => d.key)).not.toContain('secret-pref')
  })

  it('nobody reads migrations or the key-value store over REST', async () => {
    for (const slug of ['payload-migrations', 'payload-kv']) {
      const res = await t.request(`/api/${slug}`, { as: 'super_admin' })
      expect([403, 404, 501], slug).toContain(res.status)
    }
  })
})

describe('body limits', () => {
  it('refuses a 20 MB body with 413 before reading it', async () => {
    const res = await fetch(`${t.baseUrl}/api/users/forgot-password`, json('x'.repeat(20 * 1024 * 1024)))
    expect(res.status).toBe(413)
  })

  it('refuses a streamed body (no length) once it passes 100 KB', async () => {
    const big = new Blob(['{"email":"', 'a'.repeat(300 * 1024), '"}']).stream()
    const res = await fetch(`${t.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('refuses JSON nested 20,000 levels deep with 400', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000)
    const res = await fetch(`${t.baseUrl}/api/users/login`, json(`{"email":${deep}}`))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { detail: string }).detail).toMatch(/nested too deeply/)
  })

  it('refuses deep JSON in a multipart _payload with 400', async () => {
    const form = new FormData()
    form.append('_payload', `{"alt":${'['.repeat(5_000)}${']'.repeat(5_000)}}`)
    const res = await t.request('/api/media', { method: 'POST', as: 'admin', body: form })
    expect(res.status).toBe(400)
  })

  it('keeps the connection usable after an early 413: the next request on it succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const { port } = new URL(t.baseUrl)
    const send = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json' } : {} },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    try {
      expect(await send('POST', '/api/users/forgot-password', 'x'.repeat(2 * 1024 * 1024))).toBe(413)
      expect(await send('GET', '/api/health')).toBe(200)
      expect(await send('GET', '/api/health')).toBe(200)
    } finally {
      agent.destroy()
    }
  })
})

describe('login', () => {
  const login = (email: string, password: string, ip: string, path = '/api/users/login') =>
    fetch(`${t.baseUrl}${path}`, json({ email, password }, { 'X-Forwarded-For': ip }))

  it("Payload's /api/users/login: a stranger's failures never lock the owner out", async () => {
    for (let i = 0; i < 6; i++) await login(t.accounts.user.email, 'wrong-password-x', '198.51.100.66')
    expect((await login(t.accounts.user.email, t.accounts.user.password, '198.51.100.66')).status).toBe(429)
    expect((await login(t.accounts.user.email, t.accounts.user.password, '203.0.113.77')).status).toBe(200)
  })

  it("Payload's /api/users/login: an address that keeps failing is throttled (429)", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await login(`someone-${i}@test.example`, 'wrong-password-x', '198.51.100.99')).status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('forgot-password requests are limited per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await fetch(
        `${t.baseUrl}/api/users/forgot-password`,
        json({ email: `flood-${i}@test.example` }, { 'X-Forwarded-For': '198.51.100.123' }),
      )
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2)
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
  })
})

describe('sessions', () => {
  it('POST /api/auth/logout ends the session: the token stops working', async () => {
    const res = await fetch(
      `${t.baseUrl}/api/auth/login`,
      json({ email: t.accounts.admin.email, password: t.accounts.admin.password }),
    )
    const { access_token } = (await res.json()) as { access_token: string }
    const auth = { Authorization: `Bearer ${access_token}` }
    expect((await fetch(`${t.baseUrl}/api/auth/me`, { headers: auth })).status).toBe(200)
    expect((await fetch(`${t.baseUrl}/api/auth/logout`, { method: 'POST', headers: auth })).status).toBe(200)
    expect((await fetch(`${t.baseUrl}/api/auth/me`, { headers: auth })).status).toBe(401)
    // The other sessions of the account keep working.
    expect((await t.request('/api/auth/me', { as: 'admin' })).status).toBe(200)
  })

  it('logout without a session is a 401', async () => {
    expect((await fetch(`${t.baseUrl}/api/auth/logout`, { method: 'POST' })).status).toBe(401)
  })
})

describe('password policy on Payload REST', () => {
  it('refuses a short password on create', async () => {
    const res = await t.request('/api/users', {
      method: 'POST',
      as: 'admin',
      body: { email: 'short@test.example', password: 'abc', first_name: 'S', last_name: 'P', role: 'user' },
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/at least 10 characters/)
  })

  it('a user changing their own password or e-mail must give the current password', async () => {
    const path = `/api/users/${t.accounts.user.id}`
    const patch = (body: unknown) => t.request(path, { method: 'PATCH', as: 'user', body })
    expect((await patch({ password: 'abc' })).status).toBe(400)
    expect((await patch({ password: 'a-long-enough-password' })).status).toBe(400)
    expect((await patch({ email: 'stolen@test.example' })).status).toBe(400)
    expect((await patch({ email: 'stolen@test.example', currentPassword: 'not-the-password' })).status).toBe(400)
    const me = await t.payload.findByID({ collection: 'users', id: t.accounts.user.id, overrideAccess: true })
    expect(me.email).toBe(t.accounts.user.email)
    const ok = await patch({ first_name: 'Renamed' })
    expect(ok.status).toBe(200)
  })

  it('with the current password, the change goes through', async () => {
    const res = await t.request(`/api/users/${t.accounts.user.id}`, {
      method: 'PATCH',
      as: 'user',
      body: { password: t.accounts.user.password, currentPassword: t.accounts.user.password },
    })
    expect(res.status).toBe(200)
  })

  it('confirming the current password signs nobody in: no session added, no sign-in attempt counted', async () => {
    const { id, email, password } = t.accounts.user
    const sessions = async () => {
      const doc = await t.payload.db.findOne<{ id: number | string; sessions?: Array<{ id: string }> }>({
        collection: 'users',
        where: { id: { equals: id } },
      })
      return (doc?.sessions ?? []).map((session) => session.id).sort()
    }
    const before = await sessions()
    const patch = (currentPassword: string) =>
      t.request(`/api/users/${id}`, { method: 'PATCH', as: 'user', body: { password, currentPassword } })
    // More wrong confirmations than the per-account sign-in limit allows failed sign-ins.
    for (let i = 0; i < 6; i++) {
      const wrong = await patch(`wrong-password-${i}`)
      expect(wrong.status).toBe(400)
      expect(await wrong.text()).toContain(CURRENT_PASSWORD_WRONG)
    }
    expect((await patch(password)).status).toBe(200)
    expect(await sessions()).toEqual(before)
    expect((await t.request('/api/users/login', { method: 'POST', body: { email, password } })).status).toBe(200)
  })

  it('an admin changing someone else needs no current password, but the policy still holds', async () => {
    const other = await t.payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: 'other@test.example',
        password: 'long-enough-pass',
        first_name: 'O',
        last_name: 'T',
        role: 'user',
      },
    })
    const path = `/api/users/${other.id}`
    expect((await t.request(path, { method: 'PATCH', as: 'admin', body: { password: 'abc' } })).status).toBe(400)
    expect(
      (await t.request(path, { method: 'PATCH', as: 'admin', body: { password: 'another-long-one' } })).status,
    ).toBe(200)
  })
})

describe('malformed queries on Payload REST answer 4xx, never 500', () => {
  const cases = [
    '/api/posts?where=abc',
    '/api/posts?limit=99999999999999999999',
    '/api/posts?page=1e20',
    '/api/posts?depth=-1',
    '/api/posts?where[published_at][greater_than]=x',
    '/api/posts?where[title][near]=x',
    '/api/posts?where[id][in]=a,b',
    '/api/posts?where[id][equals]=abc',
    '/api/posts?where[createdAt][less_than]=tomorrow',
    '/api/posts?where[title][bogus]=x',
    '/api/posts?where[or][0]=x',
    '/api/pages?where[title]=x',
  ]
  for (const path of cases)
    it(path, async () => {
      for (const as of ['anonymous', 'admin'] as const) {
        const res = await t.request(path, { as })
        expect(res.status, `${as} ${path}: ${await res.clone().text()}`).toBeGreaterThanOrEqual(400)
        expect(res.status).toBeLessThan(500)
      }
    })

  it("an unknown operator is a 400 naming Payload's own operators, and each of those passes", async () => {
    const res = await t.request('/api/posts?where[title][regex]=x')
    expect(res.status).toBe(400)
    const { detail } = (await res.json()) as { detail: string }
    expect(detail).toBe(`where[title][regex] is not an operator; use one of ${validOperators.join(', ')}.`)
    for (const op of ['equals', 'contains', 'like', 'not_like', 'exists'])
      expect((await t.request(`/api/posts?where[title][${op}]=${op === 'exists' ? 'true' : 'x'}`)).status).toBe(200)
  })

  it('garbage multipart to /api/users/login is a 4xx', async () => {
    const res = await fetch(`${t.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\ngarbage\r\n\r\nnot a part',
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })
})

describe('headers', () => {
  it('carries helmet headers on every response', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('adds HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
  })
})
