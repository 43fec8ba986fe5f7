/** Rules that live with the data (issue 12, finding 12 and 13): every path obeys them, not only the contract. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearJobRoleFromUsers } from '../../src/collections/JobRoles/hooks'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

describe('categories', () => {
  it('a category used by a post cannot be deleted through Payload REST (409), and stays', async () => {
    const category = await t.payload.create({
      collection: 'categories',
      data: { name: 'In use' },
      overrideAccess: true,
    })
    const post = await t.request('/api/blog/admin/posts', {
      method: 'POST',
      as: 'admin',
      body: { title: 'Uses it', excerpt: 'E', content: 'C', category: 'In use' },
    })
    expect(post.status).toBe(201)
    const res = await t.request(`/api/categories/${category.id}`, { method: 'DELETE', as: 'admin' })
    expect(res.status).toBe(409)
    expect(await res.text()).toMatch(/used by 1 post/)
    expect(await t.payload.findByID({ collection: 'categories', id: category.id, overrideAccess: true })).toBeTruthy()
  })

  it('names are unique regardless of case on Payload REST (409)', async () => {
    expect((await t.request('/api/categories', { method: 'POST', as: 'admin', body: { name: 'Cloud' } })).status).toBe(
      201,
    )
    const res = await t.request('/api/categories', { method: 'POST', as: 'admin', body: { name: ' cLoUd ' } })
    expect(res.status).toBe(409)
    const { errors } = (await res.json()) as { errors: Array<{ message: string }> }
    expect(errors[0].message).toBe('A category named "cLoUd" already exists.')
  })

  it('renaming onto another name regardless of case is refused, keeping its own name is not', async () => {
    const a = await t.payload.create({ collection: 'categories', data: { name: 'Alpha' }, overrideAccess: true })
    await t.payload.create({ collection: 'categories', data: { name: 'Beta' }, overrideAccess: true })
    const rename = (name: string) =>
      t.request(`/api/categories/${a.id}`, { method: 'PATCH', as: 'admin', body: { name } })
    expect((await rename('BETA')).status).toBe(409)
    expect((await rename('ALPHA')).status).toBe(200)
  })
})

describe('job roles', () => {
  it('names are unique regardless of case on Payload REST (409)', async () => {
    expect((await t.request('/api/job-roles', { method: 'POST', as: 'admin', body: { name: 'Advisor' } })).status).toBe(
      201,
    )
    expect((await t.request('/api/job-roles', { method: 'POST', as: 'admin', body: { name: 'ADVISOR' } })).status).toBe(
      409,
    )
  })

  it('the delete hook itself clears the role from its users (MongoDB has no foreign key to do it)', async () => {
    const role = await t.payload.create({ collection: 'job-roles', data: { name: 'Hooked' }, overrideAccess: true })
    const other = await t.payload.create({ collection: 'job-roles', data: { name: 'Untouched' }, overrideAccess: true })
    await t.payload.update({
      collection: 'users',
      id: t.accounts.user.id,
      data: { job_role: role.id },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'users',
      id: t.accounts.admin.id,
      data: { job_role: other.id },
      overrideAccess: true,
    })
    // The hook alone, with the role still in the database: no foreign key is involved.
    const req = { payload: t.payload, context: {} } as never
    await clearJobRoleFromUsers({
      id: role.id,
      req,
      collection: t.payload.collections['job-roles'].config,
      context: {},
    })
    const user = await t.payload.findByID({
      collection: 'users',
      id: t.accounts.user.id,
      depth: 0,
      overrideAccess: true,
    })
    const admin = await t.payload.findByID({
      collection: 'users',
      id: t.accounts.admin.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(user.job_role ?? null).toBeNull()
    expect(admin.job_role).toBe(other.id)
  })
})

describe('landing pages', () => {
  it('created_by (a staff name) is not public on /api/landing-pages', async () => {
    await t.payload.create({
      collection: 'landing-pages',
      data: {
        title: 'Campaign',
        slug: 'campaign-x',
        is_active: true,
        created_by: 'Jane Staff',
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const anonymous = await (await t.request('/api/landing-pages?limit=10')).text()
    expect(anonymous).toContain('campaign-x')
    expect(anonymous).not.toContain('Jane Staff')
    expect(await (await t.request('/api/landing-pages?limit=10', { as: 'admin' })).text()).toContain('Jane Staff')
  })
})
