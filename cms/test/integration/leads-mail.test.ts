import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EVERYONE, expectJson, expectProblem, REFUSAL } from '../contract'
import { setRateLimit } from '../../src/contract/rate-limit'
import { runJobs as runAllJobs, startTestServer, type TestServer } from '../harness'
import { startSmtp, type TestSmtp } from '../smtp'

let t: TestServer
let smtp: TestSmtp
let advisor: { id: number | string; email: string }

const SALES = 'sales@test.example'

const runJobs = () => runAllJobs(t.payload)

const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))

const enquiry = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ann',
  last_name: 'Jones',
  email: 'ann@buyer.example',
  phone: '020 7946 0000',
  company: 'Acme Foods',
  topic: 'SAP Business One',
  message: 'We would like <b>help</b>.',
  source: 'Contact page',
  consent: true,
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-26',
  landing_page: '/service-hours?utm_source=newsletter',
  quote: { hours: 120, term_months: 12 },
  ...over,
})

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.SALES_EMAIL = SALES
  process.env.MAIL_FROM = 'Clearpath B1 <hello@test.example>'
  t = await startTestServer()
  // Every request here comes from one address; the per-address limit is what these tests check.
  await setRateLimit('forgot-password', { max: 100, windowMs: 600_000 }, t.payload)
  const role = await t.payload.create({
    collection: 'job-roles',
    data: { name: 'Solutions Advisor' },
    overrideAccess: true,
  })
  const user = await t.payload.create({
    collection: 'users',
    data: {
      email: 'advisor@test.example',
      password: 'correct-horse-battery',
      first_name: 'Ada',
      last_name: 'Advisor',
      role: 'user',
      is_active: true,
      job_role: role.id,
    },
    overrideAccess: true,
  })
  advisor = { id: user.id, email: user.email }
  // Setting up the accounts queued nothing; start from an empty mailbox.
  await runJobs()
  smtp.messages.length = 0
})

afterAll(async () => {
  await t?.close()
  await smtp?.close()
  delete process.env.SMTP_URL
  delete process.env.SALES_EMAIL
  delete process.env.MAIL_FROM
})

describe('new lead', () => {
  let leadId: number | string

  it('tells sales and answers the visitor, through the outbox', async () => {
    await expectJson(await t.request('/api/forms/contact', { method: 'POST', body: enquiry() }), 201)
    const { docs } = await t.payload.find({ collection: 'outbox', overrideAccess: true, sort: 'id' })
    expect(docs.map((d) => [d.template, d.status])).toEqual([
      ['new-lead', 'queued'],
      ['lead-acknowledgement', 'queued'],
    ])
    await runJobs()

    const [sales] = mailTo(SALES)
    expect(sales.from).toBe('hello@test.example')
    expect(sales.subject).toMatch(/^New enquiry from Acme Foods \(SAP Business One\): reply by /)
    for (const part of [
      'Acme Foods',
      'Ann Jones',
      'ann@buyer.example',
      // Stored as libphonenumber-js formats it.
      '+44 20 7946 0000',
      'SAP Business One',
      'We would like <b>help</b>.',
      'Contact page',
      'source newsletter, medium email, campaign spring-26',
      '/service-hours?utm_source=newsletter',
      '120 hours over 12 months: Enterprise suggested, £1,320 a month',
      'UK time',
    ])
      expect(sales.text).toContain(part)
    expect(sales.html).toContain('We would like &lt;b&gt;help&lt;/b&gt;.')
    const lead = (await t.payload.find({ collection: 'leads', overrideAccess: true })).docs[0]
    leadId = lead.id
    expect(sales.text).toContain(`${t.payload.config.serverURL}/portal/admin/leads?lead=${lead.id}`)

    const [ack] = mailTo('ann@buyer.example')
    expect(ack.subject).toBe('We have your enquiry')
    expect(ack.text).toContain('within one business day')
    expect(ack.text).toContain('Mon-Fri 9:00-17:30 UK time')

    const sent = await t.payload.find({ collection: 'outbox', overrideAccess: true })
    expect(sent.docs.every((d) => d.status === 'sent' && d.attempts === 1 && d.sent_at)).toBe(true)
  })

  it('stores the recomputed quote and the attribution, and records the e-mails in the history', async () => {
    const lead = await expectJson(await t.request(`/api/portal/leads/inbound/${leadId}`, { as: 'admin' }))
    expect(lead).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-26',
      landing_page: '/service-hours?utm_source=newsletter',
      quote: {
        hours: 120,
        term_months: 12,
        suggested_bundle: 'Enterprise',
        discount_percent: 12,
        effective_rate: 132,
        payg_monthly: 1500,
        subscription_monthly: 1320,
        monthly_savings: 180,
      },
      overdue: false,
      first_contacted_at: null,
    })
    expect(typeof lead.due_at).toBe('string')
    expect(lead.activity.map((a: { type: string }) => a.type).sort()).toEqual(['created', 'email_sent', 'email_sent'])
  })

  it('tells the advisor a lead was assigned to them', async () => {
    await expectJson(
      await t.request(`/api/portal/leads/inbound/${leadId}/assign`, {
        method: 'PUT',
        as: 'admin',
        body: { assigned_to: advisor.email, status: 'new' },
      }),
    )
    await runJobs()
    const [mail] = mailTo(advisor.email)
    expect(mail.subject).toBe('Lead assigned to you: Acme Foods')
    expect(mail.text).toContain('Hello Ada')
    expect(mail.text).toContain('Ann Jones at Acme Foods (SAP Business One)')
  })

  it('chases an overdue lead once, to its advisor, or to sales when unassigned', async () => {
    const past = new Date(Date.now() - 60_000).toISOString()
    await t.payload.update({ collection: 'leads', id: leadId, data: { due_at: past }, overrideAccess: true })
    const unassigned = await t.payload.create({
      collection: 'leads',
      data: {
        first_name: 'Bo',
        email: 'bo@buyer.example',
        company: 'Bolt Ltd',
        message: 'Hi',
        status: 'new',
        due_at: past,
      },
      overrideAccess: true,
    })
    await runJobs()
    smtp.messages.length = 0
    for (let i = 0; i < 2; i++) {
      await t.payload.jobs.queue({ task: 'chase-overdue-leads', input: {} })
      await runJobs()
    }
    expect(mailTo(advisor.email).map((m) => m.subject)).toEqual(['Reply overdue: Acme Foods'])
    expect(mailTo(SALES).map((m) => m.subject)).toEqual(['Reply overdue: Bolt Ltd'])
    const listed = await expectJson(await t.request('/api/portal/leads/inbound', { as: 'admin' }))
    expect(listed.leads.find((l: { id: unknown }) => l.id === unassigned.id).overdue).toBe(true)
  })
})

describe('when the mail server is down', () => {
  it('keeps the message queued, retries, and delivers it once the server is back', async () => {
    const port = smtp.port
    await smtp.close()
    await expectJson(
      await t.request('/api/forms/contact', {
        method: 'POST',
        body: enquiry({ email: 'cy@buyer.example', company: 'Crane plc', quote: undefined }),
      }),
      201,
    )
    await runJobs()
    const waiting = await t.payload.find({
      collection: 'outbox',
      where: { to: { equals: 'cy@buyer.example' } },
      overrideAccess: true,
    })
    expect(waiting.docs[0]).toMatchObject({ status: 'queued', attempts: 1 })
    expect(waiting.docs[0].last_error).toMatch(/ECONNREFUSED|connect/i)

    smtp = await startSmtp({ port })
    // The retry waits for its backoff; let that time pass.
    await t.payload.update({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await runJobs()
    expect(mailTo('cy@buyer.example').map((m) => m.subject)).toEqual(['We have your enquiry'])
    const delivered = await t.payload.findByID({ collection: 'outbox', id: waiting.docs[0].id, overrideAccess: true })
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
  })
})

describe('access requests', () => {
  const request = (email: string) =>
    t.request('/api/portal/access-requests', {
      method: 'POST',
      body: { first_name: 'Rita', last_name: 'Request', email, company: 'Acme', reason: 'I run the sales desk' },
    })

  it('tells every active admin of a new request', async () => {
    smtp.messages.length = 0
    await expectJson(await request('rita@buyer.example'), 201)
    await runJobs()
    const recipients = smtp.messages.filter((m) => m.subject === 'Portal access requested by Rita Request')
    expect(recipients.flatMap((m) => m.to).sort()).toEqual(['admin@test.example', 'super-admin@test.example'])
    expect(recipients[0].text).toContain('I run the sales desk')
  })

  it('approval e-mails a set-password link that works', async () => {
    const { requests } = await expectJson(await t.request('/api/portal/access-requests', { as: 'admin' }))
    const rita = requests.find((r: { email: string }) => r.email === 'rita@buyer.example')
    await expectJson(await t.request(`/api/portal/access-requests/${rita.id}/approve`, { method: 'PUT', as: 'admin' }))
    await runJobs()
    const [mail] = mailTo('rita@buyer.example')
    expect(mail.subject).toBe('Your Clearpath B1 portal account is ready')
    const token = new RegExp(`${t.payload.config.serverURL}/portal/reset-password/([\\w-]+)`).exec(mail.text)?.[1]
    expect(token).toBeTruthy()
    await expectJson(
      await t.request('/api/auth/reset-password', {
        method: 'POST',
        body: { token, password: 'a-new-password-1', passwordConfirm: 'a-new-password-1' },
      }),
    )
    await expectJson(
      await t.request('/api/auth/login', {
        method: 'POST',
        body: { email: 'rita@buyer.example', password: 'a-new-password-1' },
      }),
    )
  })

  it('rejection sends a polite note', async () => {
    await expectJson(await request('sam@buyer.example'), 201)
    const { requests } = await expectJson(await t.request('/api/portal/access-requests', { as: 'admin' }))
    const sam = requests.find((r: { email: string }) => r.email === 'sam@buyer.example')
    await expectJson(await t.request(`/api/portal/access-requests/${sam.id}/reject`, { method: 'PUT', as: 'admin' }))
    await runJobs()
    const [mail] = mailTo('sam@buyer.example')
    expect(mail.subject).toBe('Your Clearpath B1 portal access request')
    expect(mail.text).toContain('not able to give you access')
  })
})

describe('POST /api/auth/forgot-password', () => {
  const forgot = (email: string, as: (typeof EVERYONE)[number] = 'anonymous') =>
    t.request('/api/auth/forgot-password', { method: 'POST', as, body: { email } })

  /**
   * The link is queued just after the answer (so the answer takes as long for anyone): wait until `to`
   * has had `links` of them queued, so none arrives in a later test.
   */
  const linkQueued = async (to: string, links = 1) => {
    for (let i = 0; i < 100; i++) {
      const { totalDocs } = await t.payload.count({
        collection: 'outbox',
        where: { to: { equals: to }, template: { equals: 'password-reset' } },
      })
      if (totalDocs >= links) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('answers 200 for everyone, and e-mails a link only to an existing active account', async () => {
    smtp.messages.length = 0
    for (const as of EVERYONE) await expectJson(await forgot(`nobody-${as}@nowhere.example`, as))
    await expectJson(await forgot('inactive@test.example'))
    await expectJson(await forgot('USER@test.example'))
    await linkQueued('user@test.example')
    // The earlier addresses were looked up before it, in the order asked.
    await runJobs()
    expect(smtp.messages.map((m) => m.to)).toEqual([['user@test.example']])
    expect(smtp.messages[0].subject).toBe('Reset your Clearpath B1 portal password')
    expect(smtp.messages[0].text).toMatch(/\/portal\/reset-password\/[\w-]+/)
  })

  it('refuses a bad address with 400 and limits each address', async () => {
    await expectProblem(await forgot('not-an-email'), 400, 'Enter a valid email address')
    // One was sent above; three per address in ten minutes.
    for (let i = 0; i < 2; i++) await expectJson(await forgot('user@test.example'))
    await expectProblem(await forgot('user@test.example'), 429)
    await linkQueued('user@test.example', 3)
    await runJobs()
    await expectJson(await forgot('admin@test.example'))
    await linkQueued('admin@test.example')
    await runJobs()
  })

  it("keeps reset links out of the log and out of admins' sight", async () => {
    const asAdmin = await expectJson(await t.request('/api/outbox?limit=100&depth=0', { as: 'admin' }))
    const asSuper = await expectJson(await t.request('/api/outbox?limit=100&depth=0', { as: 'super_admin' }))
    expect(asAdmin.docs.some((d: { text: string }) => d.text.includes('/portal/reset-password/'))).toBe(false)
    expect(asSuper.docs.some((d: { text: string }) => d.text.includes('/portal/reset-password/'))).toBe(true)
    expect(asAdmin.docs.length).toBeGreaterThan(0)
  })
})

describe('POST /api/portal/users/{id}/reset-link', () => {
  it('e-mails the link when an admin asks; refuses outsiders and admins on super admins', async () => {
    const path = `/api/portal/users/${t.accounts.user.id}/reset-link`
    for (const as of ['anonymous', 'user', 'inactive'] as const)
      await expectProblem(await t.request(path, { method: 'POST', as }), REFUSAL[as])
    smtp.messages.length = 0
    await expectJson(await t.request(path, { method: 'POST', as: 'admin' }))
    await runJobs()
    expect(mailTo('user@test.example').map((m) => m.subject)).toEqual(['Reset your Clearpath B1 portal password'])
    await expectProblem(
      await t.request(`/api/portal/users/${t.accounts.super_admin.id}/reset-link`, { method: 'POST', as: 'admin' }),
      403,
    )
    await expectJson(
      await t.request(`/api/portal/users/${t.accounts.admin.id}/reset-link`, { method: 'POST', as: 'super_admin' }),
    )
    await expectProblem(await t.request('/api/portal/users/999999/reset-link', { method: 'POST', as: 'admin' }), 404)
  })
})

describe('outbox and templates through Payload REST', () => {
  it('nobody writes the outbox; only admins read it', async () => {
    for (const as of EVERYONE) {
      const res = await t.request('/api/outbox', { method: 'POST', as, body: { to: 'x@y.z', subject: 's', text: 't' } })
      expect(res.status, as).toBe(403)
    }
    for (const as of ['anonymous', 'user', 'inactive'] as const) {
      const res = await t.request('/api/outbox', { as })
      expect(res.status, as).toBe(403)
    }
  })

  it('admins edit templates, and the next message uses the new words', async () => {
    for (const as of ['anonymous', 'user', 'inactive'] as const)
      expect((await t.request('/api/email-templates', { as })).status, as).toBe(403)
    const created = await t.request('/api/email-templates', {
      method: 'POST',
      as: 'super_admin',
      body: { key: 'access-rejected', subject: 'x', text: 'x', html: 'x' },
    })
    expect(created.status).toBe(403)
    await t.payload.create({
      collection: 'email-templates',
      data: {
        key: 'access-rejected',
        subject: 'Sorry, {{first_name}}',
        text: 'No access for {{first_name}}.',
        html: '<p>No</p>',
      },
      overrideAccess: true,
    })
    const { docs } = await expectJson(await t.request('/api/email-templates', { as: 'admin' }))
    expect(docs.map((d: { key: string }) => d.key)).toEqual(['access-rejected'])
    await expectJson(
      await t.request(`/api/email-templates/${docs[0].id}`, {
        method: 'PATCH',
        as: 'admin',
        body: { subject: 'Regrets, {{first_name}}' },
      }),
    )
    await t.request('/api/portal/access-requests', {
      method: 'POST',
      body: { first_name: 'Tom', last_name: 'T', email: 'tom@buyer.example', reason: 'Please let me in.' },
    })
    const { requests } = await expectJson(await t.request('/api/portal/access-requests', { as: 'admin' }))
    const tom = requests.find((r: { email: string }) => r.email === 'tom@buyer.example')
    await expectJson(await t.request(`/api/portal/access-requests/${tom.id}/reject`, { method: 'PUT', as: 'admin' }))
    await runJobs()
    expect(mailTo('tom@buyer.example').map((m) => [m.subject, m.text.trim()])).toEqual([
      ['Regrets, Tom', 'No access for Tom.'],
    ])
  })
})
