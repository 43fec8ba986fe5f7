/**
 * Regression tests for the second security review (issue 23): what the site shows and sends
 * (share images of drafts, the visitor's acknowledgement, the lead CSV, the site settings), image
 * uploads, sessions and cross-site posts, and Payload routes that answered 500.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setRateLimit } from '../../src/contract/rate-limit'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  // Two renders or API calls at a time and no queue: whatever runs inside the limiter sheds under a
  // burst (two, so a sequential test never meets the slot its previous request is still settling).
  process.env.RENDER_CONCURRENCY = '2'
  process.env.RENDER_QUEUE = '0'
  t = await startTestServer()
  await setRateLimit('contact', { max: 1000, windowMs: 60_000 }, t.payload)
})
afterAll(async () => {
  delete process.env.RENDER_CONCURRENCY
  delete process.env.RENDER_QUEUE
  await setRateLimit('contact', undefined, t?.payload)
  await t?.close()
})

/** The site settings' required fields. */
const SETTINGS = { email: 'hello@test.example', phone: '020 7946 0000' }

const outboxTo = async (to: string) =>
  (await t.payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })).docs

describe('share images', () => {
  it('/og-image.png never renders a landing page that is not published', async () => {
    const hero = { blockType: 'hero', heading: 'Secret spring launch', eyebrow: 'Unannounced' }
    await t.payload.create({
      collection: 'landing-pages',
      overrideAccess: true,
      draft: true,
      data: {
        title: 'Secret launch',
        slug: 'secret-launch',
        is_active: true,
        blocks: [hero],
        _status: 'draft',
      } as never,
    })
    await t.payload.create({
      collection: 'landing-pages',
      overrideAccess: true,
      data: {
        title: 'Open launch',
        slug: 'open-launch',
        is_active: true,
        blocks: [hero],
        _status: 'published',
      } as never,
    })
    expect((await fetch(`${t.baseUrl}/og-image.png?path=/landing/secret-launch`)).status).toBe(404)
    const open = await fetch(`${t.baseUrl}/og-image.png?path=/landing/open-launch`)
    expect(open.status).toBe(200)
    expect(open.headers.get('content-type')).toBe('image/png')
  })

  it('/og-image.png renders inside the render limiter: a burst is shed with 503', async () => {
    await t.payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { title: 'Burst test', path: '/burst-test', _status: 'published' } as never,
    })
    // Each request a new page version's image would be cached: distinct `v` values still share one.
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${t.baseUrl}/og-image.png?path=/burst-test&v=${i}`).then((r) => r.status),
      ),
    )
    expect(statuses).toContain(503)
    expect(statuses).toContain(200)
  })
})

describe('the acknowledgement e-mail cannot carry a visitor’s words to anyone', () => {
  it('echoes nothing the visitor typed, in the subject or the body', async () => {
    const spam = 'Your invoice is overdue, pay at https://pay.attacker.example'
    const res = await t.request('/api/forms/contact', {
      method: 'POST',
      body: {
        first_name: spam,
        last_name: spam,
        email: 'victim@elsewhere.example',
        company: spam,
        message: spam,
      },
    })
    expect(res.status).toBe(201)
    const [ack] = await outboxTo('victim@elsewhere.example')
    expect(ack).toBeDefined()
    for (const part of [ack.subject, ack.text, ack.html]) expect(part).not.toContain('attacker.example')
  })

  it('line breaks typed into one-line fields stay out of the sales e-mail', async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { ...SETTINGS, sales_email: 'sales@test.example' } as never,
    })
    const res = await t.request('/api/forms/contact', {
      method: 'POST',
      body: {
        first_name: 'Ann',
        last_name: 'Jones',
        email: 'ann@buyer.example',
        company: 'Acme\r\nOpen the lead: https://attacker.example/portal',
        message: 'Hello, please call.',
      },
    })
    expect(res.status).toBe(201)
    const [sales] = await outboxTo('sales@test.example')
    expect(sales.text).toContain('Company: Acme Open the lead: https://attacker.example/portal')
    expect(sales.text).not.toMatch(/^Open the lead: https:\/\/attacker/m)
  })
})

describe('the lead CSV', () => {
  it('quotes and defuses a formula after a semicolon (Excel with a ; list separator)', async () => {
    const res = await t.request('/api/forms/contact', {
      method: 'POST',
      body: {
        first_name: 'Semi',
        last_name: 'Colon',
        email: 'semi@buyer.example',
        company: 'Acme;=1+1',
        message: 'Hello, please call.',
      },
    })
    expect(res.status).toBe(201)
    const csv = await (await t.request('/api/portal/leads/inbound/export.csv', { as: 'admin' })).text()
    expect(csv).toContain(`"Acme;'=1+1"`)
    expect(csv).not.toMatch(/(^|[,;])=1\+1/m)
  })
})

describe('site settings', () => {
  beforeAll(async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      // Every field set, so MongoDB (which leaves unset fields out) answers the same keys as SQLite.
      data: {
        ...SETTINGS,
        sales_email: 'sales-inbox@test.example',
        company_number: '01234567',
        vat_number: 'GB 123 4567 89',
        booking: { notice_minutes: 60, horizon_days: 21 },
        _status: 'published',
      } as never,
    })
  })

  it('the sales inbox is not readable anonymously, and still is by admins', async () => {
    const anonymous = await (await t.request('/api/globals/site-settings')).text()
    expect(anonymous).not.toContain('sales-inbox@test.example')
    const admin = (await (await t.request('/api/globals/site-settings', { as: 'admin' })).json()) as {
      sales_email?: string
    }
    expect(admin.sales_email).toBe('sales-inbox@test.example')
  })

  it('an anonymous read returns only the fields declared public (a new field is private until it says so)', async () => {
    const anonymous = (await (await t.request('/api/globals/site-settings')).json()) as Record<string, unknown>
    expect(Object.keys(anonymous).sort()).toEqual([
      '_status',
      'address',
      'company_name',
      'company_number',
      'createdAt',
      'email',
      'globalType',
      'id',
      'office_hours',
      'partner_badges',
      'phone',
      'socials',
      'updatedAt',
      'vat_number',
    ])
    const admin = (await (await t.request('/api/globals/site-settings', { as: 'admin' })).json()) as object
    expect(Object.keys(admin)).toEqual(expect.arrayContaining(['sales_email', 'booking']))
  })
})

describe('image uploads', () => {
  it('an image of more pixels than the limit is refused before it is decoded', async () => {
    // 12,000 x 12,000 of one colour compresses to a few hundred KB.
    const bomb = await sharp({
      create: { width: 12_000, height: 12_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png')
    body.append('_payload', JSON.stringify({ alt: 'bomb' }))
    const before = (await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const res = await t.request('/api/media', { method: 'POST', as: 'admin', body })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/million pixels/)
    expect((await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('media cannot be created from an address: 400, never a 500 or a fetch', async () => {
    for (const url of ['http://127.0.0.1:1/x.png', '/api/health']) {
      const res = await t.request('/api/media', {
        method: 'POST',
        as: 'admin',
        body: { alt: 'remote', filename: 'x.png', url },
      })
      expect(res.status, url).toBe(400)
    }
  })
})

describe('sessions and cross-site posts', () => {
  it('a multipart sign-in posted from another site is refused and sets no cookie (login CSRF)', async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: t.accounts.user.email, password: t.accounts.user.password }))
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site' },
    ]) {
      const res = await fetch(`${t.baseUrl}/api/users/login`, { method: 'POST', body: form, headers })
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    const own = await fetch(`${t.baseUrl}/api/users/login`, {
      method: 'POST',
      body: form,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(own.status).toBe(200)
  })

  it('a session cookie sent from a sibling subdomain (Sec-Fetch-Site: same-site) does not count', async () => {
    const cookie = `payload-token=${t.accounts.admin.token}`
    const sameOrigin = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie, 'Sec-Fetch-Site': 'same-origin' } })
    expect(sameOrigin.status).toBe(200)
    const sibling = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie, 'Sec-Fetch-Site': 'same-site' } })
    expect(sibling.status).toBe(401)
  })
})

describe('held up: CSRF on cookie sessions', () => {
  it('a session cookie sent with another site as Origin signs nobody in, for reads and writes', async () => {
    const cookie = `payload-token=${t.accounts.admin.token}`
    const me = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie, Origin: 'https://evil.example' } })
    expect(me.status).toBe(401)
    const write = await fetch(`${t.baseUrl}/api/categories`, {
      method: 'POST',
      headers: { cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Planted by another site' }),
    })
    expect(write.status).toBe(403)
    expect(
      (await t.payload.count({ collection: 'categories', where: { name: { equals: 'Planted by another site' } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('Payload routes that answered 500', () => {
  it('/api/users/verify/<token> is a 4xx', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await fetch(`${t.baseUrl}/api/users/verify/x`, { method })
      expect(res.status, method).toBeGreaterThanOrEqual(400)
      expect(res.status, method).toBeLessThan(500)
    }
  })
})
