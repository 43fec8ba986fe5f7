import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let erp: { id: number | string }

const post = (over: Record<string, unknown> = {}) => ({
  title: 'A post',
  excerpt: 'An excerpt.',
  content: 'Body',
  category: 'ERP',
  status: 'published',
  ...over,
})

const create = (body: unknown, as: 'admin' | 'super_admin' = 'admin') =>
  t.request('/api/blog/admin/posts', { method: 'POST', as, body })

const titles = (posts: Array<{ title: string }>) => posts.map((p) => p.title)

beforeAll(async () => {
  t = await startTestServer()
  erp = await t.payload.create({ collection: 'categories', data: { name: 'ERP' }, overrideAccess: true })
})
afterAll(() => t?.close())

describe('public posts', () => {
  it('gives a published post its featured image URL and a post without an author an empty author', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#654321' } })
      .png()
      .toBuffer()
    await t.payload.create({
      collection: 'media',
      data: { alt: 'Dock' },
      file: { data: png, mimetype: 'image/png', name: 'dock.png', size: png.byteLength },
    })
    await expectJson(await create(post({ title: 'With image', featured_image: '/media/dock.png' })), 201)
    const anonymous = await expectJson(await create(post({ title: 'Without author' })), 201)
    await t.payload.update({ collection: 'posts', id: anonymous.id, data: { author: null }, overrideAccess: true })

    const { posts } = await expectJson(await t.request('/api/blog/posts'))
    const byTitle = Object.fromEntries(posts.map((p: { title: string }) => [p.title, p]))
    expect(byTitle['With image']).toMatchObject({ featured_image: '/media/dock.png', author: 'admin Tester' })
    expect(byTitle['Without author']).toMatchObject({ featured_image: null, author: '' })
  })

  it('returns the post of the slug asked for, not another published one', async () => {
    await expectJson(await create(post({ title: 'First published' })), 201)
    await expectJson(await create(post({ title: 'Second published' })), 201)
    for (const [slug, title] of [
      ['first-published', 'First published'],
      ['second-published', 'Second published'],
    ]) {
      expect((await expectJson(await t.request(`/api/blog/posts/${slug}`))).title).toBe(title)
    }
  })

  it('shows an admin the draft of the slug asked for with ?draft=true, and nobody else', async () => {
    await expectJson(await create(post({ title: 'Draft one', status: 'draft' })), 201)
    await expectJson(await create(post({ title: 'Draft two', status: 'draft' })), 201)
    for (const [slug, title] of [
      ['draft-one', 'Draft one'],
      ['draft-two', 'Draft two'],
    ]) {
      const body = await expectJson(await t.request(`/api/blog/posts/${slug}?draft=true`, { as: 'admin' }))
      expect(body).toMatchObject({ title, status: 'draft' })
    }
    await expectProblem(await t.request('/api/blog/posts/draft-two?draft=true'), 404, 'Post not found')
    await expectProblem(await t.request('/api/blog/posts/draft-two?draft=true', { as: 'user' }), 404, 'Post not found')
    await expectProblem(await t.request('/api/blog/posts/no-such-post?draft=true', { as: 'admin' }), 404)
  })
})

describe('lists with more than one page of documents', () => {
  it('lists every category, sorted by name', async () => {
    const names = [
      'Zeta',
      'Alpha',
      'Mining',
      'Cloud',
      'Retail',
      'Banking',
      'Kiosk',
      'Hotels',
      'Dairy',
      'Energy',
      'Logistics',
    ]
    for (const name of names) await t.payload.create({ collection: 'categories', data: { name }, overrideAccess: true })
    const { categories } = await expectJson(await t.request('/api/blog/categories'))
    expect(categories.map((c: { name: string }) => c.name)).toEqual([...names, 'ERP'].sort())
  })

  it('lists every post for the admin, most recently created first, whatever its publication date', async () => {
    for (const [title, date] of [
      ['Created first', '2026-03-01'],
      ['Created second', '2026-01-01'],
      ['Created third', '2026-02-01'],
    ]) {
      const made = await expectJson(await create(post({ title })), 201)
      await t.payload.update({
        collection: 'posts',
        id: made.id,
        data: { published_at: new Date(date).toISOString() },
        overrideAccess: true,
      })
    }
    for (let i = 1; i <= 8; i++) await expectJson(await create(post({ title: `Filler ${i}`, status: 'draft' })), 201)
    const { posts } = await expectJson(await t.request('/api/blog/admin/posts', { as: 'admin' }))
    const total = await t.payload.count({ collection: 'posts', overrideAccess: true })
    expect(total.totalDocs).toBeGreaterThan(10)
    expect(posts).toHaveLength(total.totalDocs)
    expect(titles(posts).slice(0, 11)).toEqual([
      'Filler 8',
      'Filler 7',
      'Filler 6',
      'Filler 5',
      'Filler 4',
      'Filler 3',
      'Filler 2',
      'Filler 1',
      'Created third',
      'Created second',
      'Created first',
    ])
  })
})

describe('post bodies', () => {
  it('takes the category by its id too, and refuses an unknown id with 400', async () => {
    const body = await expectJson(await create(post({ title: 'By category id', category: String(erp.id) })), 201)
    expect(body.category).toBe('ERP')
    const before = await t.payload.count({ collection: 'posts', overrideAccess: true })
    const problem = await expectProblem(await create(post({ category: '999999' })), 400, 'Category not found')
    expect(problem.errors).toEqual({ category: 'Category not found' })
    expect(await t.payload.count({ collection: 'posts', overrideAccess: true })).toEqual(before)
  })

  it('credits a signed-in admin whose name has stray spaces under the trimmed name', async () => {
    // Names typed in the Payload admin panel are stored as typed.
    const email = 'spaced-admin@test.example'
    await t.payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email,
        password: 'correct-horse-battery',
        first_name: 'Wren',
        last_name: 'Spaced  ',
        role: 'admin',
        is_active: true,
      },
    })
    const { token } = await t.payload.login({ collection: 'users', data: { email, password: 'correct-horse-battery' } })
    const res = await fetch(`${t.baseUrl}/api/blog/admin/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(post({ title: 'By a spaced name' })),
    })
    expect((await expectJson(res, 201)).author).toBe('Wren Spaced')
    const { docs } = await t.payload.find({
      collection: 'authors',
      where: { name: { like: 'Wren' } },
      overrideAccess: true,
    })
    expect(docs.map((a) => a.name)).toEqual(['Wren Spaced'])
  })

  it('keeps the credited author when an update names none', async () => {
    const made = await expectJson(await create(post({ title: 'Guest post', author: 'Priya Shah' })), 201)
    const body = await expectJson(
      await t.request(`/api/blog/admin/posts/${made.id}`, {
        method: 'PUT',
        as: 'super_admin',
        body: post({ title: 'Guest post, edited' }),
      }),
    )
    expect(body).toMatchObject({ title: 'Guest post, edited', author: 'Priya Shah' })
  })

  it('credits the editor when an update names no author and the post had none', async () => {
    const made = await expectJson(await create(post({ title: 'Orphan post' })), 201)
    await t.payload.update({ collection: 'posts', id: made.id, data: { author: null }, overrideAccess: true })
    const body = await expectJson(
      await t.request(`/api/blog/admin/posts/${made.id}`, { method: 'PUT', as: 'super_admin', body: post() }),
    )
    expect(body.author).toBe('super_admin Tester')
  })

  it('previews the body as HTML without saving', async () => {
    const before = await t.payload.count({ collection: 'posts', overrideAccess: true })
    const body = await expectJson(
      await t.request('/api/blog/admin/preview', {
        method: 'POST',
        as: 'admin',
        body: { content: 'Line one\nLine two' },
      }),
    )
    expect(body).toEqual({ html: expect.stringContaining('Line one<br />Line two') })
    expect(body.html).toMatch(/^<p>/)
    expect(await t.payload.count({ collection: 'posts', overrideAccess: true })).toEqual(before)
    await expectProblem(
      await t.request('/api/blog/admin/preview', { method: 'POST', as: 'admin', body: { content: ' ' } }),
      400,
      'Content required',
    )
    await expectProblem(
      await t.request('/api/blog/admin/preview', { method: 'POST', as: 'user', body: { content: 'x' } }),
      403,
    )
  })
})
