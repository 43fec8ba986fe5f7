import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STAFF, expectAdminOnly, expectJson, expectProblem } from '../contract'
import { makeAdvisor, startTestServer, type TestServer } from '../harness'

let t: TestServer
const ids: Array<number | string> = []

beforeAll(async () => {
  t = await startTestServer()
  await makeAdvisor(t)
  for (const [company, email, topic] of [
    ['=HYPERLINK("http://evil")', 'eve@buyer.example', 'Support'],
    ['Acme, Ltd', 'ann@buyer.example', 'SAP Business One'],
  ]) {
    const doc = await t.payload.create({
      collection: 'leads',
      data: { first_name: 'Lee', email, company, topic, message: '+1 call me', status: 'new' },
      overrideAccess: true,
    })
    ids.push(doc.id)
  }
  // The first lead is overdue.
  await t.payload.update({
    collection: 'leads',
    id: ids[0],
    data: { due_at: new Date(Date.now() - 60_000).toISOString() },
    overrideAccess: true,
  })
})
afterAll(() => t?.close())

describe('lead desk endpoints refuse outsiders', () => {
  it('for every call', async () => {
    await expectAdminOnly(t, `/api/portal/leads/inbound/${ids[0]}`)
    await expectAdminOnly(t, `/api/portal/leads/inbound/${ids[0]}/notes`, { method: 'POST', body: { body: 'x' } })
    await expectAdminOnly(t, '/api/portal/leads/inbound/export.csv')
    await expectAdminOnly(t, '/api/portal/leads/stats')
    await expectAdminOnly(t, '/api/portal/leads/inbound/bulk', { method: 'PUT', body: { ids, status: 'new' } })
    const notes = await t.payload.count({
      collection: 'lead-activity',
      where: { type: { equals: 'note' } },
      overrideAccess: true,
    })
    expect(notes.totalDocs).toBe(0)
  })
})

describe('notes and activity', () => {
  for (const as of STAFF as Array<'admin' | 'super_admin'>) {
    it(`adds a note and shows it first in the timeline for ${as}`, async () => {
      const note = await expectJson(
        await t.request(`/api/portal/leads/inbound/${ids[1]}/notes`, {
          method: 'POST',
          as,
          body: { body: `Called (${as})` },
        }),
        201,
      )
      expect(note).toMatchObject({ type: 'note', detail: `Called (${as})`, by: { email: t.accounts[as].email } })
      const lead = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[1]}`, { as }))
      expect(lead.activity[0]).toMatchObject({ type: 'note', detail: `Called (${as})` })
      expect(lead.activity.at(-1)).toMatchObject({ type: 'created', by: null })
    })
  }

  it('refuses an empty note and an unknown lead', async () => {
    await expectProblem(
      await t.request(`/api/portal/leads/inbound/${ids[1]}/notes`, {
        method: 'POST',
        as: 'admin',
        body: { body: ' ' },
      }),
      400,
      'Write a note first',
    )
    await expectProblem(await t.request('/api/portal/leads/inbound/999999', { as: 'admin' }), 404, 'Lead not found')
  })

  it('records status changes and assignments with who did them, and sets first_contacted_at once', async () => {
    await expectJson(
      await t.request(`/api/portal/leads/inbound/${ids[1]}/assign`, {
        method: 'PUT',
        as: 'super_admin',
        body: { assigned_to: t.accounts.admin.email, status: 'contacted' },
      }),
    )
    const lead = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[1]}`, { as: 'admin' }))
    expect(lead.first_contacted_at).toEqual(expect.any(String))
    const types = lead.activity
      .slice(0, 2)
      .map((a: { type: string }) => a.type)
      .sort()
    expect(types).toEqual(['assigned', 'status_changed'])
    expect(lead.activity[0].by.email).toBe(t.accounts.super_admin.email)
  })
})

describe('GET /api/portal/leads/inbound/export.csv', () => {
  it('exports the filtered leads as formula-safe CSV', async () => {
    const res = await t.request('/api/portal/leads/inbound/export.csv?overdue=1', { as: 'admin' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await res.text()).trim().split('\r\n')
    expect(lines[0]).toContain('id,created_at,status,due_at,first_contacted_at,overdue,assigned_to')
    expect(lines[0]).toContain('utm_source,utm_medium,utm_campaign,landing_page,quote_hours')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(lines[1]).toContain("'+1 call me")
  })

  it('applies search on e-mail and topic', async () => {
    const text = await (
      await t.request('/api/portal/leads/inbound/export.csv?q=ann%40buyer&topic=SAP%20Business%20One', {
        as: 'super_admin',
      })
    ).text()
    expect(text.trim().split('\r\n')).toHaveLength(2)
    expect(text).toContain('"Acme, Ltd"')
  })
})

describe('GET /api/portal/leads/stats', () => {
  it('counts statuses and overdue leads, with 12 weeks by topic', async () => {
    const stats = await expectJson(await t.request('/api/portal/leads/stats', { as: 'admin' }))
    expect(stats.by_status).toEqual({ new: 1, contacted: 1, qualified: 0 })
    expect(stats.overdue).toBe(1)
    expect(stats.weeks).toHaveLength(12)
    expect(stats.weeks[11].total).toBe(2)
    expect(typeof stats.median_minutes_to_first_contact).toBe('number')
  })
})

describe('PUT /api/portal/leads/inbound/bulk', () => {
  it('sets the status of many leads at once', async () => {
    const { leads } = await expectJson(
      await t.request('/api/portal/leads/inbound/bulk', {
        method: 'PUT',
        as: 'admin',
        body: { ids, status: 'qualified' },
      }),
    )
    expect(leads.map((l: { status: string }) => l.status)).toEqual(['qualified', 'qualified'])
  })

  it('refuses a bad advisor, no change, and unknown leads', async () => {
    await expectProblem(
      await t.request('/api/portal/leads/inbound/bulk', {
        method: 'PUT',
        as: 'admin',
        body: { ids, assigned_to: t.accounts.user.email },
      }),
      400,
    )
    await expectProblem(
      await t.request('/api/portal/leads/inbound/bulk', { method: 'PUT', as: 'admin', body: { ids } }),
      400,
      'Choose an advisor or a status',
    )
    await expectProblem(
      await t.request('/api/portal/leads/inbound/bulk', {
        method: 'PUT',
        as: 'admin',
        body: { ids: [999999], status: 'new' },
      }),
      404,
    )
  })
})

describe('a repeat enquirer', () => {
  it('shows the same e-mail address’s other enquiries (any case) and its discovery calls on each lead', async () => {
    const again = await t.payload.create({
      collection: 'leads',
      data: {
        first_name: 'Ann',
        email: 'ANN@Buyer.example',
        company: 'Acme, Ltd',
        topic: 'Support',
        message: 'Hi again',
        status: 'new',
      },
      overrideAccess: true,
    })
    const start = '2030-01-07T10:00:00.000Z'
    await t.payload.create({
      collection: 'meetings',
      data: {
        lead: ids[1] as number,
        advisor: t.accounts.admin.id as number,
        start,
        end: '2030-01-07T10:30:00.000Z',
        visitor_name: 'Ann',
        visitor_email: 'ann@buyer.example',
        manage_nonce: 'repeat-enquirer',
      },
      overrideAccess: true,
    })
    const lead = await expectJson(await t.request(`/api/portal/leads/inbound/${again.id}`, { as: 'admin' }))
    expect(lead.other_enquiries.map((e: { id: unknown }) => e.id)).toEqual([ids[1]])
    expect(lead.other_enquiries[0]).toMatchObject({ company: 'Acme, Ltd', topic: 'SAP Business One' })
    expect(lead.meetings).toEqual([
      {
        id: expect.anything(),
        lead_id: ids[1],
        start,
        advisor: { email: t.accounts.admin.email, name: expect.any(String) },
      },
    ])
    const first = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[1]}`, { as: 'admin' }))
    expect(first.other_enquiries.map((e: { id: unknown }) => e.id)).toEqual([again.id])
    // Someone else's address shares nothing.
    const other = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[0]}`, { as: 'admin' }))
    expect([other.other_enquiries, other.meetings]).toEqual([[], []])
  })

  it('merges two contacts (admins only), logged on the timeline of every enquiry moved and the one kept', async () => {
    const path = `/api/portal/leads/inbound/${ids[0]}/merge-contact`
    await expectAdminOnly(t, path, { method: 'POST', body: { into: ids[1] } })
    await expectProblem(
      await t.request(path, { method: 'POST', as: 'admin', body: {} }),
      400,
      'Choose the enquiry to merge with',
    )
    await expectProblem(await t.request(path, { method: 'POST', as: 'admin', body: { into: 999999 } }), 404)
    const merged = await expectJson(
      await t.request(path, { method: 'POST', as: 'super_admin', body: { into: ids[1] } }),
    )
    expect(merged.other_enquiries).toHaveLength(2)
    expect(merged.meetings).toHaveLength(1)
    const eve = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[0]}`, { as: 'admin' }))
    expect(eve.other_enquiries.map((e: { id: unknown }) => e.id)).toContain(ids[1])
    const entry = eve.activity.find((a: { type: string }) => a.type === 'contact_merged')
    expect(entry.detail).toBe('Contact eve@buyer.example merged into ann@buyer.example')
    expect(entry.by.email).toBe(t.accounts.super_admin.email)
    const ann = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[1]}`, { as: 'admin' }))
    expect(ann.activity.some((a: { type: string }) => a.type === 'contact_merged')).toBe(true)
    expect(ann.other_enquiries.map((e: { id: unknown }) => e.id)).toContain(ids[0])
    await expectProblem(
      await t.request(path, { method: 'POST', as: 'admin', body: { into: ids[1] } }),
      400,
      'These enquiries are already one contact',
    )
  })
})
