import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectAdminOnly, expectJson, expectProblem, REFUSAL } from '../contract'
import { runJobs, startTestServer, type TestServer } from '../harness'
import { startSmtp, type TestSmtp } from '../smtp'

let t: TestServer
let smtp: TestSmtp
let leadId: number | string
const HOUR = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  t = await startTestServer()
  leadId = (
    await t.payload.create({
      collection: 'leads',
      data: {
        first_name: 'Ann',
        last_name: 'Jones',
        email: 'ann@buyer.example',
        company: 'Acme Foods',
        message: 'Hi',
        status: 'new',
      },
      overrideAccess: true,
    })
  ).id
  await runJobs(t.payload)
  smtp.messages.length = 0
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const addTask = (body: Record<string, unknown>, as: 'admin' | 'super_admin' = 'admin', lead = leadId) =>
  t.request(`/api/portal/leads/inbound/${lead}/tasks`, { method: 'POST', as, body })

describe('follow-up tasks', () => {
  it('are added by admins only, with what, when and an active owner', async () => {
    await expectAdminOnly(t, `/api/portal/leads/inbound/${leadId}/tasks`, {
      method: 'POST',
      body: { title: 'Call back', due_at: at(HOUR), owner: t.accounts.user.email },
    })
    const bad = await expectProblem(await addTask({ title: ' ', due_at: 'Thursday', owner: '' }), 400)
    expect(bad.errors).toEqual({
      title: 'Say what needs doing',
      due_at: 'Choose a due date and time',
      owner: 'Choose who owns the task',
    })
    const inactive = await expectProblem(
      await addTask({ title: 'Call', due_at: at(HOUR), owner: t.accounts.inactive.email }),
      400,
    )
    expect(inactive.errors?.owner).toBe('The owner must be an active staff member')
    await expectProblem(await addTask({ title: 'Call', due_at: at(HOUR), owner: 'nobody@x.example' }), 400)
    await expectProblem(
      await addTask({ title: 'Call', due_at: at(HOUR), owner: t.accounts.user.email }, 'admin', 999999),
      404,
    )
    expect((await t.payload.count({ collection: 'lead-tasks', overrideAccess: true })).totalDocs).toBe(0)
  })

  it("list under the owner's My tasks by due time, and on the lead", async () => {
    const later = await expectJson(
      await addTask({ title: 'Send the proposal', due_at: at(48 * HOUR), owner: t.accounts.user.email }),
      201,
    )
    expect(later).toMatchObject({
      lead_id: leadId,
      company: 'Acme Foods',
      contact: 'Ann Jones',
      title: 'Send the proposal',
      owner: { email: t.accounts.user.email },
      done_at: null,
      overdue: false,
    })
    await expectJson(
      await addTask({ title: 'Call back Thursday', due_at: at(2 * HOUR), owner: t.accounts.user.email }),
      201,
    )
    await expectJson(
      await addTask({ title: 'Admin follow-up', due_at: at(HOUR), owner: t.accounts.admin.email }, 'super_admin'),
      201,
    )

    const mine = await expectJson(await t.request('/api/portal/tasks', { as: 'user' }))
    expect(mine.tasks.map((task: { title: string }) => task.title)).toEqual(['Call back Thursday', 'Send the proposal'])
    const adminOwn = await expectJson(await t.request('/api/portal/tasks', { as: 'admin' }))
    expect(adminOwn.tasks.map((task: { title: string }) => task.title)).toEqual(['Admin follow-up'])
    for (const as of ['anonymous', 'inactive'] as const)
      await expectProblem(await t.request('/api/portal/tasks', { as }), REFUSAL[as])

    const lead = await expectJson(await t.request(`/api/portal/leads/inbound/${leadId}`, { as: 'admin' }))
    expect(lead.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Admin follow-up',
      'Call back Thursday',
      'Send the proposal',
    ])
  })

  it('are ticked off by their owner or an admin, never by another staff member', async () => {
    const [task] = (await expectJson(await t.request('/api/portal/tasks', { as: 'admin' }))).tasks
    await expectProblem(
      await t.request(`/api/portal/tasks/${task.id}`, { method: 'PUT', as: 'user', body: { done: true } }),
      404,
    )
    await expectProblem(
      await t.request(`/api/portal/tasks/${task.id}`, { method: 'PUT', as: 'admin', body: { done: 'yes' } }),
      400,
      'Done must be true or false',
    )
    const done = await expectJson(
      await t.request(`/api/portal/tasks/${task.id}`, { method: 'PUT', as: 'admin', body: { done: true } }),
    )
    expect(Date.parse(done.done_at)).toBeGreaterThan(Date.now() - 60_000)
    expect((await expectJson(await t.request('/api/portal/tasks', { as: 'admin' }))).tasks).toEqual([])
    const [own] = (await expectJson(await t.request('/api/portal/tasks', { as: 'user' }))).tasks
    const reopened = await expectJson(
      await t.request(`/api/portal/tasks/${own.id}`, { method: 'PUT', as: 'user', body: { done: false } }),
    )
    expect(reopened.done_at).toBeNull()
  })

  it('e-mails the owner of an overdue task exactly once, even with two runs at the same time', async () => {
    const { docs } = await t.payload.find({
      collection: 'lead-tasks',
      where: { title: { equals: 'Call back Thursday' } },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'lead-tasks',
      id: docs[0].id,
      data: { due_at: at(-60_000) },
      overrideAccess: true,
    })
    // Done tasks are never chased, even when overdue.
    const { docs: done } = await t.payload.find({
      collection: 'lead-tasks',
      where: { title: { equals: 'Admin follow-up' } },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'lead-tasks',
      id: done[0].id,
      data: { due_at: at(-60_000) },
      overrideAccess: true,
    })

    // Two instances' runs of the job at once: both see the task, one reminder is claimed.
    await t.payload.jobs.queue({ task: 'chase-overdue-tasks', input: {} })
    await t.payload.jobs.queue({ task: 'chase-overdue-tasks', input: {} })
    await Promise.all([
      t.payload.jobs.run({ queue: 'default', limit: 1 }),
      t.payload.jobs.run({ queue: 'default', limit: 1 }),
    ])
    await t.payload.jobs.queue({ task: 'chase-overdue-tasks', input: {} })
    await runJobs(t.payload)

    const mail = smtp.messages.filter((m) => m.to.includes(t.accounts.user.email))
    expect(mail.map((m) => m.subject)).toEqual(['Task overdue: Call back Thursday (Acme Foods)'])
    expect(mail[0].text).toContain('Ann Jones at Acme Foods')
    expect(smtp.messages.filter((m) => m.to.includes(t.accounts.admin.email))).toEqual([])
    const mine = await expectJson(await t.request('/api/portal/tasks', { as: 'user' }))
    expect(mine.tasks[0]).toMatchObject({ title: 'Call back Thursday', overdue: true })
    expect((await t.payload.count({ collection: 'task-reminders', overrideAccess: true })).totalDocs).toBe(1)
  })

  it('go with their lead', async () => {
    await expectJson(await t.request(`/api/portal/leads/inbound/${leadId}`, { method: 'DELETE', as: 'admin' }))
    expect((await t.payload.count({ collection: 'lead-tasks', overrideAccess: true })).totalDocs).toBe(0)
    expect((await t.payload.count({ collection: 'task-reminders', overrideAccess: true })).totalDocs).toBe(0)
  })
})
