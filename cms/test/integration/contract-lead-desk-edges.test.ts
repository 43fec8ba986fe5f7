import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectJson, expectProblem } from '../contract'
import { makeAdvisor, startTestServer, type TestServer } from '../harness'

let t: TestServer
const ids: Array<number | string> = []
const HOUR = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const NOT_AN_ADVISOR = 'Assigned to must be empty or the e-mail of an active staff member with a job role'

const newLead = async (data: Record<string, unknown>) =>
  (
    await t.payload.create({
      collection: 'leads',
      data: { first_name: 'Lee', message: 'Hi', status: 'new', ...data } as never,
      overrideAccess: true,
    })
  ).id

beforeAll(async () => {
  t = await startTestServer()
  await makeAdvisor(t)
  for (let i = 0; i < 12; i++) ids.push(await newLead({ email: `lead${i}@buyer.example`, company: `Company ${i}` }))
})
afterAll(() => t?.close())

const bulk = (body: Record<string, unknown>) =>
  t.request('/api/portal/leads/inbound/bulk', { method: 'PUT', as: 'admin', body })
const stored = async (id: number | string) =>
  t.payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })

describe('bulk changes touch only the chosen leads', () => {
  it('sets the status of the chosen leads, answers with those only, and leaves the others alone', async () => {
    const { leads } = await expectJson(await bulk({ ids: [ids[0], ids[1]], status: 'contacted' }))
    expect(leads.map((l: { id: unknown }) => l.id).sort()).toEqual([ids[0], ids[1]].sort())
    expect(leads.map((l: { status: string }) => l.status)).toEqual(['contacted', 'contacted'])
    expect((await stored(ids[2])).status).toBe('new')
  })

  it('handles more leads than one page at once', async () => {
    const { leads } = await expectJson(await bulk({ ids, status: 'qualified' }))
    expect(leads).toHaveLength(12)
    for (const id of ids) expect((await stored(id)).status).toBe('qualified')
  })

  it('assigns without touching the status, and a status change keeps the advisor', async () => {
    await expectJson(await bulk({ ids: [ids[3]], status: 'new' }))
    const { leads } = await expectJson(await bulk({ ids: [ids[3]], assigned_to: t.accounts.admin.email }))
    expect(leads).toEqual([expect.objectContaining({ id: ids[3], status: 'new', assigned_to: t.accounts.admin.email })])
    const after = await expectJson(await bulk({ ids: [ids[3]], status: 'contacted' }))
    expect(after.leads[0]).toMatchObject({ status: 'contacted', assigned_to: t.accounts.admin.email })
    expect(Number((await stored(ids[3])).advisor)).toBe(Number(t.accounts.admin.id))
  })

  it('refuses a staff member without a job role on the assigned_to field, changing nothing', async () => {
    const bad = await expectProblem(await bulk({ ids: [ids[4], ids[5]], assigned_to: t.accounts.user.email }), 400)
    expect(bad.detail).toBe(NOT_AN_ADVISOR)
    expect(bad.errors).toEqual({ assigned_to: NOT_AN_ADVISOR })
    expect((await stored(ids[4])).advisor ?? null).toBeNull()
  })
})

describe('a single assignment', () => {
  it('reports a bad advisor on assigned_to', async () => {
    const bad = await expectProblem(
      await t.request(`/api/portal/leads/inbound/${ids[6]}/assign`, {
        method: 'PUT',
        as: 'admin',
        body: { status: 'contacted', assigned_to: t.accounts.user.email },
      }),
      400,
    )
    expect(bad.detail).toBe(NOT_AN_ADVISOR)
    expect(bad.errors).toEqual({ assigned_to: NOT_AN_ADVISOR })
  })

  it('reports a bad advisor on assigned_to even when another field is refused too', async () => {
    const reason = await t.payload.create({
      collection: 'outcome-reasons',
      data: { name: 'Aardvark', outcome: 'won' },
      overrideAccess: true,
    })
    const bad = await expectProblem(
      await t.request(`/api/portal/leads/inbound/${ids[6]}/assign`, {
        method: 'PUT',
        as: 'admin',
        body: { status: 'contacted', assigned_to: t.accounts.user.email, outcome_reason: reason.id },
      }),
      400,
    )
    expect(bad.detail).toBe(NOT_AN_ADVISOR)
    expect(bad.errors).toEqual({ assigned_to: NOT_AN_ADVISOR })
    expect((await stored(ids[6])).outcome_reason ?? null).toBeNull()
    await t.payload.delete({ collection: 'outcome-reasons', id: reason.id, overrideAccess: true })
  })
})

describe('notes', () => {
  it('answers with the note just added, even when the timeline holds entries dated later', async () => {
    const later = '2099-01-01T00:00:00.000Z'
    // A later note on another lead and a later entry of another type on this one.
    for (const [lead, type] of [
      [ids[8], 'note'],
      [ids[7], 'status_changed'],
    ] as const)
      await t.payload.create({
        collection: 'lead-activity',
        data: { lead: lead as number, type, detail: 'imported', createdAt: later } as never,
        overrideAccess: true,
      })
    const note = await expectJson(
      await t.request(`/api/portal/leads/inbound/${ids[7]}/notes`, {
        method: 'POST',
        as: 'admin',
        body: { body: 'Rang back' },
      }),
      201,
    )
    expect(note).toMatchObject({ type: 'note', detail: 'Rang back', by: { email: t.accounts.admin.email } })
  })
})

describe('a lead in detail', () => {
  it('keeps entries of the same millisecond newest-written first', async () => {
    const same = '2001-01-01T00:00:00.000Z'
    const written: Array<number | string> = []
    for (const detail of ['one', 'two', 'three'])
      written.push(
        (
          await t.payload.create({
            collection: 'lead-activity',
            data: { lead: ids[9] as number, type: 'note', detail, createdAt: same } as never,
            overrideAccess: true,
          })
        ).id,
      )
    const lead = await expectJson(await t.request(`/api/portal/leads/inbound/${ids[9]}`, { as: 'admin' }))
    const sameMs = lead.activity.filter((a: { at: string }) => a.at === same)
    expect(sameMs.map((a: { detail: string }) => a.detail)).toEqual(['three', 'two', 'one'])
    expect(sameMs.map((a: { id: unknown }) => a.id)).toEqual([...written].reverse())
  })

  it("names the advisor of the contact's calls, and shows an enquiry without a topic as ''", async () => {
    const first = await newLead({ email: 'pat@repeat.example', company: 'Repeat Ltd' })
    const second = await newLead({ email: 'pat@repeat.example', company: 'Repeat Ltd', topic: 'Support' })
    await t.payload.create({
      collection: 'meetings',
      data: {
        lead: first as number,
        advisor: t.accounts.admin.id as number,
        start: '2030-02-01T10:00:00.000Z',
        end: '2030-02-01T10:30:00.000Z',
        visitor_name: 'Pat',
        visitor_email: 'pat@repeat.example',
        manage_nonce: 'lead-desk-edges',
      },
      overrideAccess: true,
    })
    const lead = await expectJson(await t.request(`/api/portal/leads/inbound/${second}`, { as: 'admin' }))
    expect(lead.other_enquiries).toEqual([expect.objectContaining({ id: first, company: 'Repeat Ltd', topic: '' })])
    expect(lead.meetings).toEqual([
      {
        id: expect.anything(),
        lead_id: first,
        start: '2030-02-01T10:00:00.000Z',
        advisor: { email: t.accounts.admin.email, name: 'admin Tester' },
      },
    ])
  })
})

describe('the CSV export', () => {
  it('writes overdue and consent as yes or no, and times as UK wall-clock times Excel reads', async () => {
    const overdue = await newLead({ email: 'late@buyer.example', company: 'Late Ltd' })
    await t.payload.update({
      collection: 'leads',
      id: overdue,
      // Summer: 13:30 UTC is 14:30 in the UK.
      data: { due_at: '2026-07-01T13:30:00.000Z', status: 'new' },
      overrideAccess: true,
    })
    const res = await t.request('/api/portal/leads/inbound/export.csv?q=late%40buyer', { as: 'admin' })
    const [header, row, ...rest] = (await res.text()).trim().split('\r\n')
    expect(rest).toEqual([])
    const columns = header.split(',')
    const cells = row.split(',')
    const cell = (name: string) => cells[columns.indexOf(name)]
    expect(cell('company')).toBe('Late Ltd')
    expect(cell('overdue')).toBe('yes')
    expect(cell('consent_given')).toBe('no')
    expect(cell('due_at')).toBe('2026-07-01 14:30')
    expect(cell('created_at')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(cell('first_contacted_at')).toBe('')
  })
})

describe('outcome reasons', () => {
  it('lists every reason by name, however many there are', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Reason ${String.fromCharCode(76 - i)}`)
    for (const name of names)
      await t.payload.create({ collection: 'outcome-reasons', data: { name, outcome: 'lost' }, overrideAccess: true })
    const { reasons } = await expectJson(await t.request('/api/portal/leads/outcome-reasons', { as: 'admin' }))
    expect(reasons.map((r: { name: string }) => r.name)).toEqual([...names].sort())
  })
})

describe('follow-up tasks', () => {
  const addTask = (lead: number | string, title: string, due: number, owner = t.accounts.user.email) =>
    t.request(`/api/portal/leads/inbound/${lead}/tasks`, {
      method: 'POST',
      as: 'admin',
      body: { title, due_at: at(due), owner },
    })

  it('refuses an unknown owner on the owner field', async () => {
    const bad = await expectProblem(await addTask(ids[10], 'Call', HOUR, 'nobody@x.example'), 400)
    expect(bad.errors).toEqual({ owner: 'The owner must be an active staff member' })
  })

  it("show open ones first by due time, with the lead's company and contact on My tasks", async () => {
    const lead = await newLead({ email: 'sam@buyer.example', company: 'Tasks Ltd', first_name: 'Sam' })
    await expectJson(await addTask(lead, 'Early', HOUR), 201)
    await expectJson(await addTask(lead, 'Late', 3 * HOUR), 201)
    await expectJson(await addTask(lead, 'Middle', 2 * HOUR), 201)
    const done = await expectJson(await addTask(lead, 'Earliest but done', HOUR / 2), 201)
    await expectJson(
      await t.request(`/api/portal/tasks/${done.id}`, { method: 'PUT', as: 'admin', body: { done: true } }),
    )
    const detail = await expectJson(await t.request(`/api/portal/leads/inbound/${lead}`, { as: 'admin' }))
    expect(detail.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Early',
      'Middle',
      'Late',
      'Earliest but done',
    ])
    const mine = await expectJson(await t.request('/api/portal/tasks', { as: 'user' }))
    expect(mine.tasks.map((task: { title: string }) => task.title)).toEqual(['Early', 'Middle', 'Late'])
    expect(mine.tasks[0]).toMatchObject({ lead_id: lead, company: 'Tasks Ltd', contact: 'Sam' })
    const ticked = await expectJson(
      await t.request(`/api/portal/tasks/${mine.tasks[0].id}`, { method: 'PUT', as: 'user', body: { done: true } }),
    )
    expect(ticked).toMatchObject({ lead_id: lead, title: 'Early', owner: { email: t.accounts.user.email } })
    expect(ticked.done_at).toEqual(expect.any(String))
  })
})

describe('sorting the lead list in the database', () => {
  const order = async (sort: string, only: string) => {
    const { leads } = await expectJson(await t.request(`/api/portal/leads/inbound?sort=${sort}`, { as: 'admin' }))
    return (leads as Array<{ company: string }>).map((l) => l.company).filter((c) => c.startsWith(only))
  }

  it('by company, contact, advisor and reply due, either way; newest first without a sort', async () => {
    await makeAdvisor(t, t.accounts.super_admin.id, 'Second advisor')
    const a = await newLead({ email: 's1@sort.example', company: 'Sort B', first_name: 'Zoe', due_at: at(3 * HOUR) })
    const b = await newLead({ email: 's2@sort.example', company: 'Sort C', first_name: 'Ann', due_at: at(HOUR) })
    const c = await newLead({ email: 's3@sort.example', company: 'Sort A', first_name: 'Max', due_at: at(2 * HOUR) })
    for (const [id, advisor] of [
      [a, t.accounts.super_admin.id],
      [b, t.accounts.admin.id],
    ] as const)
      await t.payload.update({ collection: 'leads', id, data: { advisor: advisor as number }, overrideAccess: true })
    expect(await order('company', 'Sort')).toEqual(['Sort A', 'Sort B', 'Sort C'])
    expect(await order('-company', 'Sort')).toEqual(['Sort C', 'Sort B', 'Sort A'])
    expect(await order('contact', 'Sort')).toEqual(['Sort C', 'Sort A', 'Sort B'])
    expect(await order('reply_due', 'Sort')).toEqual(['Sort C', 'Sort A', 'Sort B'])
    // By the advisor's name, the unassigned last either way.
    expect(await order('advisor', 'Sort')).toEqual(['Sort C', 'Sort B', 'Sort A'])
    expect(await order('-advisor', 'Sort')).toEqual(['Sort B', 'Sort C', 'Sort A'])
    // Newest first, as SPEC has it, when nothing is asked.
    expect(await order('-created', 'Sort')).toEqual(['Sort A', 'Sort C', 'Sort B'])
    const { leads } = await expectJson(await t.request('/api/portal/leads/inbound', { as: 'admin' }))
    expect(leads[0].id).toBe(c)
  })

  it('exports in the same order, and refuses an unknown sort with a 400', async () => {
    const res = await t.request('/api/portal/leads/inbound/export.csv?q=sort.example&sort=company', { as: 'admin' })
    const rows = (await res.text()).trim().split('\r\n').slice(1)
    expect(rows.map((row) => /Sort [ABC]/.exec(row)![0])).toEqual(['Sort A', 'Sort B', 'Sort C'])
    for (const path of [
      '/api/portal/leads/inbound?sort=message',
      '/api/portal/leads/inbound/export.csv?sort=--company',
    ])
      expect((await expectProblem(await t.request(path, { as: 'admin' }), 400)).detail).toMatch(/sort must be one of/)
  })
})
