import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PHONE_INVALID } from '../../src/shared/constants'
import { STAFF, expectAdminOnly, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let advisorRole: { id: number }
const leadIds: Array<number | string> = []

const lead = (first_name: string, company: string) => ({
  first_name,
  last_name: 'Jones',
  email: `${first_name.toLowerCase()}@example.com`,
  company,
  message: 'Hello\nthere',
  topic: 'Support',
  status: 'new' as const,
})

beforeAll(async () => {
  t = await startTestServer()
  advisorRole = await t.payload.create({
    collection: 'job-roles',
    data: { name: 'Solutions Advisor' },
    overrideAccess: true,
  })
  await t.payload.update({
    collection: 'users',
    id: t.accounts.admin.id,
    data: { job_role: advisorRole.id },
    overrideAccess: true,
  })
  // An inactive advisor and an active user without a job role cannot take leads.
  await t.payload.update({
    collection: 'users',
    id: t.accounts.inactive.id,
    data: { job_role: advisorRole.id },
    overrideAccess: true,
  })
  for (const [name, company] of [
    ['Ann', 'Acme'],
    ['Ben', 'Bolt Ltd'],
    ['Cat', 'Crane plc'],
  ]) {
    const doc = await t.payload.create({ collection: 'leads', data: lead(name, company), overrideAccess: true })
    leadIds.push(doc.id)
  }
})
afterAll(() => t?.close())

describe('GET /api/portal/leads/inbound', () => {
  it('refuses outsiders', async () => {
    await expectAdminOnly(t, '/api/portal/leads/inbound')
    await expectAdminOnly(t, `/api/portal/leads/inbound/${leadIds[0]}/assign`, {
      method: 'PUT',
      body: { assigned_to: '', status: 'new' },
    })
    await expectAdminOnly(t, `/api/portal/leads/inbound/${leadIds[0]}`, { method: 'DELETE' })
  })

  for (const as of STAFF) {
    it(`lists leads newest first for ${as}`, async () => {
      const { leads } = await expectJson(await t.request('/api/portal/leads/inbound', { as }))
      expect(leads.map((l: { company: string }) => l.company)).toEqual(['Crane plc', 'Bolt Ltd', 'Acme'])
      expect(leads[2]).toMatchObject({
        first_name: 'Ann',
        last_name: 'Jones',
        email: 'ann@example.com',
        phone: '',
        company: 'Acme',
        role: '',
        topic: 'Support',
        message: 'Hello\nthere',
        source: '',
        status: 'new',
        assigned_to: '',
        consent: { given: false, given_at: null, source_page: null },
      })
      expect(typeof leads[2].created_at).toBe('string')
    })
  }
})

describe('PUT /api/portal/leads/inbound/{id}/assign', () => {
  const assign = (id: number | string, body: unknown) =>
    t.request(`/api/portal/leads/inbound/${id}/assign`, { method: 'PUT', as: 'admin', body })

  it('assigns an advisor and sets the status, answering with the lead', async () => {
    const body = await expectJson(
      await assign(leadIds[0], { assigned_to: t.accounts.admin.email.toUpperCase(), status: 'contacted' }),
    )
    expect(body).toMatchObject({ id: leadIds[0], assigned_to: t.accounts.admin.email, status: 'contacted' })
  })

  it('unassigns with an empty value or null', async () => {
    expect((await expectJson(await assign(leadIds[0], { assigned_to: '', status: 'qualified' }))).assigned_to).toBe('')
    await expectJson(await assign(leadIds[0], { assigned_to: t.accounts.admin.email, status: 'qualified' }))
    expect((await expectJson(await assign(leadIds[0], { assigned_to: null, status: 'qualified' }))).assigned_to).toBe(
      '',
    )
  })

  it('keeps the advisor when assigned_to is not sent', async () => {
    await expectJson(await assign(leadIds[1], { assigned_to: t.accounts.admin.email, status: 'new' }))
    const body = await expectJson(await assign(leadIds[1], { status: 'contacted' }))
    expect(body).toMatchObject({ assigned_to: t.accounts.admin.email, status: 'contacted' })
  })

  it.each([
    ['someone@nowhere.example', 'an unknown e-mail'],
    ['user@test.example', 'a user without a job role'],
    ['inactive@test.example', 'an inactive advisor'],
    ['not an email', 'not an e-mail'],
  ])('refuses %s (%s) with 400', async (assigned_to) => {
    const problem = await expectProblem(
      await assign(leadIds[2], { assigned_to, status: 'new' }),
      400,
      'Assigned to must be empty or the e-mail of an active staff member with a job role',
    )
    expect(problem.errors?.assigned_to).toBeDefined()
    const stored = await t.payload.findByID({ collection: 'leads', id: leadIds[2], overrideAccess: true })
    expect(stored.assigned_to ?? '').toBe('')
  })

  it.each([[{ assigned_to: '' }], [{ assigned_to: '', status: 'won' }], [{ assigned_to: '', status: 3 }]])(
    'refuses a bad status %j with 400',
    async (body) => {
      const problem = await expectProblem(
        await assign(leadIds[2], body),
        400,
        'Status must be new, contacted or qualified',
      )
      expect(problem.errors).toEqual({ status: 'Status must be new, contacted or qualified' })
    },
  )

  it('refuses assigned_to that is not text', async () => {
    await expectProblem(
      await assign(leadIds[2], { assigned_to: 5, status: 'new' }),
      400,
      'Assigned to must be an e-mail address or empty',
    )
  })

  it.each(['999999', 'abc'])('answers 404 for lead %s', async (id) => {
    await expectProblem(await assign(id, { assigned_to: '', status: 'new' }), 404, 'Lead not found')
  })
})

describe("a lead's phone in the admin (Payload REST)", () => {
  const patch = (phone: string) =>
    t.request(`/api/leads/${leadIds[1]}`, { method: 'PATCH', as: 'admin', body: { phone } })

  it('keeps the contact form rule: formatted when a number, 400 when not', async () => {
    expect((await patch('0161 496 0123')).status).toBe(200)
    const stored = await t.payload.findByID({ collection: 'leads', id: leadIds[1], overrideAccess: true })
    expect(stored.phone).toBe('+44 161 496 0123')
    const refused = await patch('abc')
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(PHONE_INVALID)
  })
})

describe('DELETE /api/portal/leads/inbound/{id}', () => {
  it('deletes a lead and answers with it; again is a 404', async () => {
    const doc = await t.payload.create({ collection: 'leads', data: lead('Dan', 'Drill Co'), overrideAccess: true })
    expect(
      (
        await expectJson(
          await t.request(`/api/portal/leads/inbound/${doc.id}`, { method: 'DELETE', as: 'super_admin' }),
        )
      ).company,
    ).toBe('Drill Co')
    await expectProblem(
      await t.request(`/api/portal/leads/inbound/${doc.id}`, { method: 'DELETE', as: 'admin' }),
      404,
      'Lead not found',
    )
  })

  it('takes its whole timeline with it, on MongoDB too (one delete at a time in its transaction)', async () => {
    const doc = await t.payload.create({ collection: 'leads', data: lead('Eve', 'Edge Co'), overrideAccess: true })
    for (const note of ['First call', 'Second call', 'Third call'])
      await t.payload.create({
        collection: 'lead-activity',
        data: { lead: doc.id, type: 'note', detail: note },
        overrideAccess: true,
      })
    const history = () =>
      t.payload.count({ collection: 'lead-activity', where: { lead: { equals: doc.id } }, overrideAccess: true })
    expect((await history()).totalDocs).toBeGreaterThanOrEqual(4)
    expect(
      (await t.request(`/api/portal/leads/inbound/${doc.id}`, { method: 'DELETE', as: 'super_admin' })).status,
    ).toBe(200)
    expect((await history()).totalDocs).toBe(0)
  })
})

describe('job roles', () => {
  it('refuses outsiders', async () => {
    await expectAdminOnly(t, '/api/portal/leads/job-roles')
    await expectAdminOnly(t, '/api/portal/leads/job-roles', { method: 'POST', body: { name: 'X' } })
    await expectAdminOnly(t, `/api/portal/leads/job-roles/${advisorRole.id}`, { method: 'DELETE' })
  })

  it('lists roles by name', async () => {
    const { roles } = await expectJson(await t.request('/api/portal/leads/job-roles', { as: 'admin' }))
    expect(roles).toEqual([{ id: advisorRole.id, name: 'Solutions Advisor' }])
  })

  it('creates a role with a trimmed name', async () => {
    expect(
      await expectJson(
        await t.request('/api/portal/leads/job-roles', {
          method: 'POST',
          as: 'admin',
          body: { name: '  Account Manager ' },
        }),
        201,
      ),
    ).toMatchObject({
      name: 'Account Manager',
    })
  })

  it('refuses a blank name with 400 and a duplicate with 409', async () => {
    await expectProblem(
      await t.request('/api/portal/leads/job-roles', { method: 'POST', as: 'admin', body: { name: ' ' } }),
      400,
      'Name required',
    )
    await expectProblem(
      await t.request('/api/portal/leads/job-roles', { method: 'POST', as: 'admin', body: {} }),
      400,
      'Name required',
    )
    await expectProblem(
      await t.request('/api/portal/leads/job-roles', {
        method: 'POST',
        as: 'admin',
        body: { name: 'solutions advisor' },
      }),
      409,
      'A job role named "solutions advisor" already exists.',
    )
  })

  it('deleting a role clears it from users; deleting again is a 404', async () => {
    const role = await expectJson(
      await t.request('/api/portal/leads/job-roles', {
        method: 'POST',
        as: 'admin',
        body: { name: 'Support Consultant' },
      }),
      201,
    )
    await t.payload.update({
      collection: 'users',
      id: t.accounts.user.id,
      data: { job_role: role.id },
      overrideAccess: true,
    })
    expect(
      await expectJson(await t.request(`/api/portal/leads/job-roles/${role.id}`, { method: 'DELETE', as: 'admin' })),
    ).toEqual(role)
    const user = await t.payload.findByID({
      collection: 'users',
      id: t.accounts.user.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(user.job_role ?? null).toBeNull()
    await expectProblem(
      await t.request(`/api/portal/leads/job-roles/${role.id}`, { method: 'DELETE', as: 'admin' }),
      404,
      'Job role not found',
    )
  })
})
