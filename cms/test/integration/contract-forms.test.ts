import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DEFAULT_LIMITS, setRateLimit } from '../../src/contract/rate-limit'
import { MESSAGE_TOO_SHORT, PHONE_INVALID } from '../../src/shared/constants'
import { EVERYONE, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ accounts: true })
})
beforeEach(() => setRateLimit('contact', { max: 1000, windowMs: 60_000 }, t.payload))
afterAll(async () => {
  await setRateLimit('contact', undefined, t.payload)
  await t?.close()
})

/** What SPEC §7's contact page sends. */
const specBody = {
  name: 'Ann Lee Smith',
  email: 'ann@acme.example',
  phone: '0161 000 0000',
  company: 'Acme Engineering',
  message: 'Role: Finance\nTopic: Support\n\nOur month end takes too long.',
  source: 'Contact Form /cloud-hosting',
}

const send = (body: unknown, headers?: Record<string, string>) =>
  t.request('/api/forms/contact', { method: 'POST', body, headers })
const leads = async () =>
  (await t.payload.find({ collection: 'leads', sort: '-createdAt', overrideAccess: true, pagination: false })).docs

describe('POST /api/forms/contact', () => {
  for (const as of EVERYONE) {
    it(`accepts an enquiry from ${as} with 201 { success: true }`, async () => {
      expect(
        await expectJson(await t.request('/api/forms/contact', { method: 'POST', as, body: specBody }), 201),
      ).toEqual({ success: true })
    })
  }

  it('stores SPEC’s payload as a new, unassigned lead, splitting the name', async () => {
    await expectJson(await send({ ...specBody, name: 'Brian O Connor', email: 'brian@example.com' }), 201)
    const [lead] = await leads()
    expect(lead).toMatchObject({
      first_name: 'Brian',
      last_name: 'O Connor',
      email: 'brian@example.com',
      phone: '+44 161 000 0000',
      company: 'Acme Engineering',
      message: specBody.message,
      source: 'Contact Form /cloud-hosting',
      status: 'new',
    })
    expect(lead.advisor ?? null).toBeNull()
    expect(lead.consent).toMatchObject({ given: false, given_at: null, source_page: 'Contact Form /cloud-hosting' })
    expect(Date.now() - Date.parse(lead.createdAt)).toBeLessThan(60_000)
  })

  it('keeps separate first/last name, role, topic and the consent record', async () => {
    await expectJson(
      await send({
        first_name: ' Carla ',
        last_name: 'Diaz',
        email: 'carla@example.com',
        company: 'Diaz Foods',
        role: 'Finance',
        topic: 'Cloud hosting',
        message: 'Hosting quote please.',
        source: 'Contact Form /contact',
        consent: true,
      }),
      201,
    )
    const [lead] = await leads()
    expect(lead).toMatchObject({
      first_name: 'Carla',
      last_name: 'Diaz',
      role: 'Finance',
      topic: 'Cloud hosting',
      phone: '',
    })
    expect(lead.consent?.given).toBe(true)
    expect(Date.now() - Date.parse(lead.consent!.given_at!)).toBeLessThan(60_000)
    expect(lead.consent?.source_page).toBe('Contact Form /contact')
  })

  it('answers a filled honeypot with the same 201 but stores nothing', async () => {
    const before = (await leads()).length
    expect(await expectJson(await send({ ...specBody, website: 'http://spam.example' }), 201)).toEqual({
      success: true,
    })
    expect((await leads()).length).toBe(before)
  })

  it.each([
    [{ name: '' }, 'name', 'First name required'],
    [{ name: undefined }, 'name', 'First name required'],
    [{ email: '' }, 'email', 'Email required'],
    [{ email: 'ann-at-acme' }, 'email', 'Enter a valid email address'],
    [{ company: ' ' }, 'company', 'Company required'],
    [{ message: '' }, 'message', 'Message required'],
    [{ consent: 'yes' }, 'consent', 'Consent must be true or false'],
    [{ phone: '1'.repeat(51) }, 'phone', 'Phone must be at most 50 characters'],
    [{ message: 'm'.repeat(10_001) }, 'message', 'Message must be at most 10000 characters'],
    [{ message: ' Hi there ' }, 'message', MESSAGE_TOO_SHORT],
    [{ phone: 'abc' }, 'phone', PHONE_INVALID],
    [{ phone: '0161 496' }, 'phone', PHONE_INVALID],
    [{ first_name: 'Ann', last_name: ' ' }, 'last_name', 'Last name required'],
  ])('validates %j without storing anything', async (over, field, message) => {
    const before = (await leads()).length
    const problem = await expectProblem(await send({ ...specBody, ...over }), 400, message)
    expect(problem.errors?.[field]).toBe(message)
    expect((await leads()).length).toBe(before)
  })

  it('names every problem at once in errors', async () => {
    const problem = await expectProblem(await send({}), 400)
    expect(problem.errors).toMatchObject({
      email: 'Email required',
      company: 'Company required',
      message: 'Message required',
    })
  })

  it('refuses malformed JSON and bodies over 100 KB', async () => {
    await expectProblem(await send('{nope', { 'Content-Type': 'application/json' }), 400)
    await expectProblem(await send({ ...specBody, message: 'x'.repeat(100 * 1024) }), 413)
  })

  it('rate-limits each client to 5 submissions per 10 minutes, answering 429 with Retry-After', async () => {
    expect(DEFAULT_LIMITS.contact).toEqual({ max: 5, windowMs: 10 * 60 * 1000 })
    await setRateLimit('contact', undefined, t.payload)
    for (let i = 0; i < 5; i++) await expectJson(await send(specBody), 201)
    const before = (await leads()).length
    const res = await send(specBody)
    await expectProblem(res, 429, 'Too many requests. Please wait a few minutes and try again.')
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(590)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await leads()).length).toBe(before)
  })

  it('does not trust a client-sent X-Client-IP to dodge the limit', async () => {
    await setRateLimit('contact', { max: 1, windowMs: 60_000 }, t.payload)
    await expectJson(await send(specBody), 201)
    await expectProblem(await send(specBody, { 'X-Client-IP': '203.0.113.9' }), 429)
  })
})
