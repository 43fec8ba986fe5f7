import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { textToRichText } from '../../src/lib/content/richtext'
import { startTestServer, type TestServer } from '../harness'

// MongoDB has no foreign keys. With SQLite's switched off for these tests, whatever still holds is
// the hooks' doing, which is what runs on MongoDB (and is tested there too).
let t: TestServer
const foreignKeys = async (state: 'ON' | 'OFF') => {
  if (t.payload.db.name !== 'sqlite') return
  const { client } = t.payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }
  await client.execute(`PRAGMA foreign_keys = ${state}`)
}

beforeAll(async () => {
  t = await startTestServer()
  await foreignKeys('OFF')
})
afterAll(async () => {
  await foreignKeys('ON')
  await t?.close()
})

describe('hooks that do what SQLite foreign keys do', () => {
  it('deleting a job role clears it from the users who had it, in its transaction', async () => {
    const role = await t.payload.create({
      collection: 'job-roles',
      data: { name: 'Hook Tester' },
      overrideAccess: true,
    })
    // Two users: a bulk update inside the delete's transaction, one document after another.
    const holders = [t.accounts.user.id, t.accounts.admin.id]
    for (const id of holders)
      await t.payload.update({ collection: 'users', id, data: { job_role: role.id }, overrideAccess: true })
    await t.payload.delete({ collection: 'job-roles', id: role.id, overrideAccess: true })
    for (const id of holders) {
      const user = await t.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
      expect(user.job_role ?? null).toBeNull()
    }
  })

  it('a category used by posts cannot be deleted, from the Local API or Payload REST', async () => {
    const category = await t.payload.create({
      collection: 'categories',
      data: { name: 'Hooked category' },
      overrideAccess: true,
    })
    await t.payload.create({
      collection: 'posts',
      data: {
        title: 'Uses the hooked category',
        excerpt: 'An excerpt',
        content: await textToRichText('Body', t.payload.config),
        category: category.id,
        _status: 'draft',
      },
      overrideAccess: true,
    })
    await expect(t.payload.delete({ collection: 'categories', id: category.id, overrideAccess: true })).rejects.toThrow(
      'This category is used by 1 post. Move or delete it first.',
    )
    const rest = await t.request(`/api/categories/${category.id}`, { method: 'DELETE', as: 'admin' })
    expect(rest.status).toBe(409)
    expect(await t.payload.count({ collection: 'categories', where: { id: { equals: category.id } } })).toEqual({
      totalDocs: 1,
    })
  })

  it('a won or lost reason given on a lead cannot be deleted; an unused one can', async () => {
    const [given, unused] = await Promise.all(
      ['Hooked reason', 'Unused reason'].map((name) =>
        t.payload.create({ collection: 'outcome-reasons', data: { name, outcome: 'won' }, overrideAccess: true }),
      ),
    )
    await t.payload.create({
      collection: 'leads',
      data: {
        first_name: 'Lee',
        email: 'lee@buyer.example',
        company: 'Acme',
        message: 'Hi',
        status: 'new',
        outcome: 'won',
        outcome_reason: given.id,
      },
      overrideAccess: true,
    })
    const rest = await t.request(`/api/outcome-reasons/${given.id}`, { method: 'DELETE', as: 'admin' })
    expect(rest.status).toBe(409)
    expect((await rest.json()).errors[0].message).toBe(
      'This reason is given on 1 lead. Choose another reason on it first.',
    )
    expect(
      (await t.payload.count({ collection: 'outcome-reasons', where: { id: { equals: given.id } } })).totalDocs,
    ).toBe(1)
    expect((await t.request(`/api/outcome-reasons/${unused.id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200)
  })

  it("deleting a follow-up task deletes its reminder's claim, over Payload REST", async () => {
    const lead = await t.payload.create({
      collection: 'leads',
      data: { first_name: 'Lee', email: 'lee@buyer.example', company: 'Acme', message: 'Hi', status: 'new' },
      overrideAccess: true,
    })
    const task = await t.payload.create({
      collection: 'lead-tasks',
      data: {
        lead: lead.id,
        title: 'Call back',
        due_at: new Date(Date.now() - 3_600_000).toISOString(),
        owner: t.accounts.admin.id as number,
      },
      overrideAccess: true,
    })
    await t.payload.create({ collection: 'task-reminders', data: { task: task.id }, overrideAccess: true })
    expect((await t.request(`/api/lead-tasks/${task.id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200)
    expect(
      (await t.payload.count({ collection: 'task-reminders', where: { task: { equals: task.id } } })).totalDocs,
    ).toBe(0)
  })

  it('an unused category can be deleted', async () => {
    const category = await t.payload.create({
      collection: 'categories',
      data: { name: 'Unused' },
      overrideAccess: true,
    })
    await t.payload.delete({ collection: 'categories', id: category.id, overrideAccess: true })
    expect(
      (await t.payload.count({ collection: 'categories', where: { id: { equals: category.id } } })).totalDocs,
    ).toBe(0)
  })
})
