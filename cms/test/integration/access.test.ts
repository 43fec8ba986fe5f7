import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/shared/payload-types'
import { makeAdvisor, startTestServer, type As, type TestServer } from '../harness'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
  const { payload } = t
  const category = await payload.create({ collection: 'categories', data: { name: 'ERP' }, overrideAccess: true })
  const content: Post['content'] = {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          children: [{ type: 'text', version: 1, text: 'Body', detail: 0, format: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  }
  await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: { title: 'Live post', excerpt: 'e', content, category: category.id, _status: 'published' },
  })
  await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: { title: 'Secret draft', excerpt: 'e', content, category: category.id, _status: 'draft' },
  })
  await payload.create({
    collection: 'faq-items',
    overrideAccess: true,
    data: { question: 'Visible?', answer: 'Yes', category: 'General' },
  })
  await payload.create({
    collection: 'faq-items',
    overrideAccess: true,
    data: { question: 'Hidden?', answer: 'No', category: 'General', is_published: false },
  })
  await payload.create({
    collection: 'landing-pages',
    overrideAccess: true,
    data: { title: 'On', slug: 'on-page', is_active: true, _status: 'published' },
  })
  await payload.create({
    collection: 'landing-pages',
    overrideAccess: true,
    data: { title: 'Off', slug: 'off-page', is_active: false, _status: 'published' },
  })
  await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: { first_name: 'Ann', email: 'ann@acme.example', company: 'Acme', message: 'Hi', status: 'new' },
  })
  await payload.create({
    collection: 'access-requests',
    overrideAccess: true,
    data: { first_name: 'Bo', last_name: 'Ng', email: 'bo@x.example', reason: 'Work', status: 'pending' },
  })
  await payload.create({ collection: 'job-roles', overrideAccess: true, data: { name: 'Solutions Advisor' } })
})
afterAll(() => t?.close())

const staff: As[] = ['admin', 'super_admin']
const outsiders: As[] = ['anonymous', 'user', 'inactive']

async function listCount(path: string, as: As) {
  const res = await t.request(path, { as })
  return { status: res.status, body: res.status === 200 ? await res.json() : null }
}

describe('staff-only collections over Payload REST', () => {
  for (const slug of ['leads', 'access-requests', 'job-roles']) {
    for (const as of outsiders) {
      it(`${as} cannot read ${slug}`, async () => {
        const { status } = await listCount(`/api/${slug}`, as)
        expect([401, 403]).toContain(status)
      })
    }
    for (const as of staff) {
      it(`${as} reads ${slug}`, async () => {
        const { status, body } = await listCount(`/api/${slug}`, as)
        expect(status).toBe(200)
        expect(body.totalDocs).toBeGreaterThan(0)
      })
    }
  }

  for (const slug of ['leads', 'access-requests']) {
    for (const as of ['anonymous', 'user', 'admin', 'super_admin'] as As[]) {
      it(`${as} cannot create ${slug} through Payload REST`, async () => {
        const res = await t.request(`/api/${slug}`, {
          method: 'POST',
          as,
          body: { first_name: 'X', last_name: 'Y', email: 'x@y.example', company: 'C', message: 'M', reason: 'R' },
        })
        expect([401, 403]).toContain(res.status)
      })
    }
  }
})

describe('users', () => {
  it('anonymous cannot list users', async () => {
    expect((await listCount('/api/users', 'anonymous')).status).toBe(403)
  })

  it('a plain user sees only themselves', async () => {
    const { status, body } = await listCount('/api/users', 'user')
    expect(status).toBe(200)
    expect(body.docs.map((u: { email: string }) => u.email)).toEqual([t.accounts.user.email])
  })

  it('admins see everyone, without password hashes', async () => {
    const res = await t.request('/api/users?limit=50', { as: 'admin' })
    const text = await res.text()
    expect(JSON.parse(text).totalDocs).toBeGreaterThanOrEqual(4)
    expect(text).not.toMatch(/"(hash|salt|password)"/)
  })

  it('a plain user cannot make themselves admin', async () => {
    await t.request(`/api/users/${t.accounts.user.id}`, { method: 'PATCH', as: 'user', body: { role: 'admin' } })
    const user = await t.payload.findByID({ collection: 'users', id: t.accounts.user.id, overrideAccess: true })
    expect(user.role).toBe('user')
  })

  it('a plain user cannot reactivate or edit someone else', async () => {
    const res = await t.request(`/api/users/${t.accounts.admin.id}`, {
      method: 'PATCH',
      as: 'user',
      body: { first_name: 'Hacked' },
    })
    expect([403, 404]).toContain(res.status)
    const admin = await t.payload.findByID({ collection: 'users', id: t.accounts.admin.id, overrideAccess: true })
    expect(admin.first_name).toBe('admin')
  })

  it('an admin cannot grant super_admin', async () => {
    const res = await t.request(`/api/users/${t.accounts.user.id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { role: 'super_admin' },
    })
    expect(res.status).toBe(403)
  })

  it('an admin cannot change a super_admin account', async () => {
    const res = await t.request(`/api/users/${t.accounts.super_admin.id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { first_name: 'X' },
    })
    expect([403, 404]).toContain(res.status)
  })

  it('a super_admin can grant super_admin', async () => {
    const created = await t.payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: 'promote@test.example',
        password: 'long-enough-pass',
        first_name: 'P',
        last_name: 'Q',
        role: 'user',
      },
    })
    const res = await t.request(`/api/users/${created.id}`, {
      method: 'PATCH',
      as: 'super_admin',
      body: { role: 'super_admin' },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).doc.role).toBe('super_admin')
  })

  it('an inactive user cannot log in', async () => {
    const res = await t.request('/api/users/login', {
      method: 'POST',
      body: { email: t.accounts.inactive.email, password: t.accounts.inactive.password },
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('a token issued before deactivation stops working', async () => {
    const res = await t.request('/api/leads', { as: 'inactive' })
    expect([401, 403]).toContain(res.status)
    const me = await (await t.request('/api/users/me', { as: 'inactive' })).json()
    expect(me.user).toBeNull()
  })

  it('nobody deactivates themselves', async () => {
    const res = await t.request(`/api/users/${t.accounts.admin.id}`, {
      method: 'PATCH',
      as: 'admin',
      body: { is_active: false },
    })
    expect(res.status).toBe(400)
  })
})

describe('public content', () => {
  it('anonymous readers see published posts only', async () => {
    const { body } = await listCount('/api/posts', 'anonymous')
    expect(body.docs.map((p: { title: string }) => p.title)).toEqual(['Live post'])
  })

  it('admins see drafts too', async () => {
    const { body } = await listCount('/api/posts', 'admin')
    expect(body.totalDocs).toBe(2)
  })

  it('anonymous readers see published FAQs only', async () => {
    const { body } = await listCount('/api/faq-items', 'anonymous')
    expect(body.docs.map((f: { question: string }) => f.question)).toEqual(['Visible?'])
  })

  it('anonymous readers see active landing pages only', async () => {
    const { body } = await listCount('/api/landing-pages', 'anonymous')
    expect(body.docs.map((p: { slug: string }) => p.slug)).toEqual(['on-page'])
  })

  for (const slug of ['posts', 'faq-items', 'landing-pages', 'pages', 'products', 'awards', 'stats', 'categories']) {
    it(`a plain user cannot create ${slug}`, async () => {
      const res = await t.request(`/api/${slug}`, {
        method: 'POST',
        as: 'user',
        body: { title: 'x', name: 'x', question: 'x' },
      })
      expect(res.status).toBe(403)
    })
  }

  for (const global of ['site-settings', 'navigation', 'footer', 'redirects']) {
    it(`anyone reads the ${global} global but only admins change it`, async () => {
      expect((await t.request(`/api/globals/${global}`)).status).toBe(200)
      const res = await t.request(`/api/globals/${global}`, { method: 'POST', as: 'user', body: {} })
      expect(res.status).toBe(403)
    })
  }
})

describe('media', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  const upload = (bytes: Buffer, name: string, type: string, as: As) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    form.append('_payload', JSON.stringify({ alt: 'test' }))
    return t.request('/api/media', { method: 'POST', as, body: form })
  }

  it('anonymous cannot upload', async () => {
    expect((await upload(png, 'dot.png', 'image/png', 'anonymous')).status).toBe(403)
  })

  it('an admin uploads a PNG', async () => {
    const res = await upload(png, 'dot.png', 'image/png', 'admin')
    expect(res.status).toBe(201)
  })

  it('refuses a text file renamed to .png', async () => {
    const res = await upload(Buffer.from('hello, not an image'), 'fake.png', 'image/png', 'admin')
    expect(res.status).toBe(415)
  })

  it('refuses an SVG that is nothing but a script, and HTML named .svg', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const res = await upload(svg, 'x.svg', 'image/svg+xml', 'admin')
    expect(res.status).toBe(415)
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    expect((await upload(html, 'x.svg', 'image/svg+xml', 'admin')).status).toBe(415)
  })

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)])
    const res = await upload(big, 'big.png', 'image/png', 'admin')
    expect([400, 413]).toContain(res.status)
  })
})

describe('creating users', () => {
  it('an admin-created user keeps the default role user', async () => {
    const res = await t.request('/api/users', {
      method: 'POST',
      as: 'admin',
      body: { email: 'plain@test.example', password: 'long-enough-pass', first_name: 'A', last_name: 'B' },
    })
    expect(res.status).toBe(201)
    expect((await res.json()).doc.role).toBe('user')
  })
})

describe('malformed document ids over Payload REST', () => {
  for (const path of ['/api/pages/abc', '/api/media/abc', '/api/posts/1.5', '/api/leads/%27%20or%201%3D1']) {
    it(`${path} answers 404, not 500`, async () => {
      const res = await t.request(path, { as: 'admin' })
      expect(res.status).toBe(404)
      expect((await res.json()).detail).toBe('Not found')
    })
  }

  it('real ids still resolve', async () => {
    const { docs } = await t.payload.find({ collection: 'categories', limit: 1, overrideAccess: true })
    expect((await t.request(`/api/categories/${docs[0].id}`)).status).toBe(200)
  })
})

describe('deleting users over Payload REST', () => {
  const makeUser = async (email: string, role: 'user' | 'admin' | 'super_admin') =>
    (
      await t.payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email, password: 'long-enough-pass', first_name: 'To', last_name: 'Delete', role, is_active: true },
      })
    ).id
  const exists = async (id: number | string) =>
    (await t.payload.find({ collection: 'users', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

  it.each<As>(['anonymous', 'user', 'inactive'])('%s cannot delete a plain user', async (as) => {
    const id = await makeUser(`victim-${as}@test.example`, 'user')
    const res = await t.request(`/api/users/${id}`, { method: 'DELETE', as })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(await exists(id)).toBe(true)
  })

  it('an admin deletes a plain user and another admin', async () => {
    for (const role of ['user', 'admin'] as const) {
      const id = await makeUser(`gone-${role}@test.example`, role)
      const res = await t.request(`/api/users/${id}`, { method: 'DELETE', as: 'admin' })
      expect(res.status).toBe(200)
      expect(await exists(id)).toBe(false)
    }
  })

  it('an admin cannot delete a super_admin', async () => {
    const id = await makeUser('protected-super@test.example', 'super_admin')
    const res = await t.request(`/api/users/${id}`, { method: 'DELETE', as: 'admin' })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(await exists(id)).toBe(true)
  })

  it('a super_admin deletes another super_admin', async () => {
    const id = await makeUser('other-super@test.example', 'super_admin')
    const res = await t.request(`/api/users/${id}`, { method: 'DELETE', as: 'super_admin' })
    expect(res.status).toBe(200)
    expect(await exists(id)).toBe(false)
  })

  it('an account a follow-up task names stays, with a 409 that says to deactivate it, and the task keeps its owner', async () => {
    const id = await makeUser('task-owner@test.example', 'user')
    const lead = await t.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        first_name: 'Ann',
        last_name: 'Jones',
        email: 'ann@buyer.example',
        company: 'Acme',
        message: 'Hi',
        status: 'new',
      },
    })
    const task = await t.payload.create({
      collection: 'lead-tasks',
      overrideAccess: true,
      data: { lead: lead.id, title: 'Call back', due_at: new Date(Date.now() + 86_400_000).toISOString(), owner: id },
    })
    const res = await t.request(`/api/users/${id}`, { method: 'DELETE', as: 'admin' })
    expect(res.status).toBe(409)
    expect((await res.json()).errors[0].message).toBe(
      'This account is named on 1 follow-up task. Deactivate it instead: it can no longer sign in, and the history keeps its name.',
    )
    expect(await exists(id)).toBe(true)
    const kept = await t.payload.findByID({ collection: 'lead-tasks', id: task.id, depth: 0, overrideAccess: true })
    expect(kept.owner).toBe(id)
  })

  it("an account's block-outs and stale slot claims go with it", async () => {
    const id = await makeUser('away-a-lot@test.example', 'user')
    await makeAdvisor(t, id)
    const start = new Date(Date.now() + 86_400_000).toISOString()
    const end = new Date(Date.now() + 2 * 86_400_000).toISOString()
    // Two of a kind: MongoDB's transaction takes its deletes one at a time.
    for (let i = 0; i < 2; i++)
      await t.payload.create({
        collection: 'advisor-blockouts',
        overrideAccess: true,
        data: { advisor: id, start, end },
      })
    await t.payload.create({ collection: 'slot-claims', overrideAccess: true, data: { advisor: id, start } })
    const res = await t.request(`/api/users/${id}`, { method: 'DELETE', as: 'admin' })
    expect(res.status).toBe(200)
    expect(await exists(id)).toBe(false)
    for (const collection of ['advisor-blockouts', 'slot-claims'] as const) {
      const { totalDocs } = await t.payload.count({
        collection,
        where: { advisor: { equals: id } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    }
  })

  it.each<As>(['admin', 'super_admin'])('%s cannot delete themselves', async (as) => {
    const id = t.accounts[as as 'admin' | 'super_admin'].id
    const res = await t.request(`/api/users/${id}`, { method: 'DELETE', as })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(await exists(id)).toBe(true)
  })
})

describe('landing pages record their creator', () => {
  it('a landing page created over Payload REST names the admin who created it', async () => {
    const res = await t.request('/api/landing-pages', {
      method: 'POST',
      as: 'admin',
      body: { title: 'Made by admin', slug: 'made-by-admin', is_active: false },
    })
    expect(res.status).toBe(201)
    expect((await res.json()).doc.created_by).toBe('admin Tester')
  })

  it('a given created_by is kept', async () => {
    const res = await t.request('/api/landing-pages', {
      method: 'POST',
      as: 'admin',
      body: { title: 'Named', slug: 'named-creator', is_active: false, created_by: 'Campaign Team' },
    })
    expect((await res.json()).doc.created_by).toBe('Campaign Team')
  })

  it('an update does not overwrite the creator', async () => {
    const created = await t.payload.create({
      collection: 'landing-pages',
      overrideAccess: true,
      data: { title: 'Seeded', slug: 'seeded-creator', is_active: false, created_by: 'Original Author' },
    })
    const res = await t.request(`/api/landing-pages/${created.id}`, {
      method: 'PATCH',
      as: 'super_admin',
      body: { title: 'Renamed' },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).doc.created_by).toBe('Original Author')
  })
})
