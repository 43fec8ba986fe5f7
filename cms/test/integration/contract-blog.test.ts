import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STAFF, expectAdminOnly, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let erp: { id: number | string }

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Closing the month in SAP Business One',
  excerpt: 'A checklist for finance teams.',
  content: 'First line\nSecond line\n\n    Indented line\nLast',
  category: 'ERP',
  status: 'published',
  ...over,
})

const create = (body: unknown, as: 'admin' | 'super_admin' = 'admin') =>
  t.request('/api/blog/admin/posts', { method: 'POST', as, body })

beforeAll(async () => {
  t = await startTestServer()
  erp = await t.payload.create({
    collection: 'categories',
    data: { name: 'ERP', description: 'Running the business' },
    overrideAccess: true,
  })
  await t.payload.create({ collection: 'categories', data: { name: 'Cloud' }, overrideAccess: true })
  // Three published posts with known dates, one draft.
  for (const [title, date] of [
    ['Old news', '2026-01-10'],
    ['Newest news', '2026-03-01'],
    ['Middle news', '2026-02-01'],
  ]) {
    await expectJson(await create(post({ title })), 201)
    const { docs } = await t.payload.find({
      collection: 'posts',
      where: { title: { equals: title } },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'posts',
      id: docs[0].id,
      data: { published_at: new Date(date).toISOString() },
      overrideAccess: true,
    })
  }
  await expectJson(await create(post({ title: 'Secret draft', status: 'draft' })), 201)
})
afterAll(() => t?.close())

describe('GET /api/blog/posts', () => {
  it('lists published posts only, newest published_at first', async () => {
    const { posts } = await expectJson(await t.request('/api/blog/posts?limit=100'))
    expect(posts.map((p: { title: string }) => p.title)).toEqual(['Newest news', 'Middle news', 'Old news'])
  })

  it('gives each post the documented fields, without the rendered HTML only the article page uses', async () => {
    const { posts } = await expectJson(await t.request('/api/blog/posts'))
    expect(Object.keys(posts[0]).sort()).toEqual(
      [
        'author',
        'category',
        'content',
        'excerpt',
        'featured_image',
        'id',
        'published_at',
        'slug',
        'status',
        'title',
      ].sort(),
    )
    expect(posts[0]).toMatchObject({
      category: 'ERP',
      status: 'published',
      slug: 'newest-news',
      featured_image: null,
      author: 'admin Tester',
    })
  })

  it('also hides drafts from admins on the public list', async () => {
    const { posts } = await expectJson(await t.request('/api/blog/posts', { as: 'admin' }))
    expect(posts.map((p: { status: string }) => p.status)).not.toContain('draft')
  })

  it('honours ?limit', async () => {
    const { posts } = await expectJson(await t.request('/api/blog/posts?limit=2'))
    expect(posts).toHaveLength(2)
  })

  it('caps ?limit at 100', async () => {
    const { posts } = await expectJson(await t.request('/api/blog/posts?limit=5000'))
    expect(posts).toHaveLength(3)
  })

  it.each(['0', '-1', 'abc', '1.5'])('refuses ?limit=%s with 400', async (limit) => {
    await expectProblem(
      await t.request(`/api/blog/posts?limit=${limit}`),
      400,
      'limit must be a whole number from 1 to 100.',
    )
  })
})

describe('GET /api/blog/posts/{slug}', () => {
  it('returns a published post, its text exactly as typed and the rendered HTML', async () => {
    const body = await expectJson(await t.request('/api/blog/posts/old-news'))
    expect(body.title).toBe('Old news')
    expect(body.content).toBe('First line\nSecond line\n\n    Indented line\nLast')
    expect(body.content_html).toContain('First line<br />Second line')
    expect(body.content_html).toMatch(/^<p>/)
  })

  it('answers 404 "Post not found" for a draft', async () => {
    await expectProblem(await t.request('/api/blog/posts/secret-draft'), 404, 'Post not found')
  })

  it('answers a malformed slug with a 4xx, not a 5xx', async () => {
    const res = await fetch(`${t.baseUrl}/api/blog/posts/%E0%A4%A`)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('answers 404 "Post not found" for an unknown slug', async () => {
    await expectProblem(await t.request('/api/blog/posts/no-such-post'), 404, 'Post not found')
  })
})

describe('GET /api/blog/categories', () => {
  it('lists categories by name for anyone', async () => {
    const { categories } = await expectJson(await t.request('/api/blog/categories'))
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Cloud', 'ERP'])
    expect(categories[1]).toEqual({ id: erp.id, name: 'ERP', description: 'Running the business' })
    expect(categories[0].description).toBe('')
  })
})

describe('admin posts', () => {
  it('refuses outsiders on every admin call', async () => {
    await expectAdminOnly(t, '/api/blog/admin/posts')
    await expectAdminOnly(t, '/api/blog/admin/posts', { method: 'POST', body: post() })
    await expectAdminOnly(t, '/api/blog/admin/posts/1', { method: 'PUT', body: post() })
    await expectAdminOnly(t, '/api/blog/admin/posts/1', { method: 'DELETE' })
    await expectAdminOnly(t, '/api/blog/admin/categories', { method: 'POST', body: { name: 'X' } })
    await expectAdminOnly(t, '/api/blog/admin/categories/1', { method: 'DELETE' })
    expect(await t.payload.count({ collection: 'posts', overrideAccess: true })).toEqual({ totalDocs: 4 })
  })

  for (const as of STAFF) {
    it(`${as} lists drafts too`, async () => {
      const { posts } = await expectJson(await t.request('/api/blog/admin/posts', { as }))
      expect(posts.map((p: { title: string }) => p.title)).toContain('Secret draft')
    })
  }

  it('creates a post: 201, slug from the title, published_at stamped, author from the signed-in user', async () => {
    const body = await expectJson(await create(post({ title: 'Stock counts & cycle counting' }), 'super_admin'), 201)
    expect(body).toMatchObject({
      slug: 'stock-counts-and-cycle-counting',
      status: 'published',
      author: 'super_admin Tester',
      category: 'ERP',
    })
    expect(Date.now() - Date.parse(body.published_at)).toBeLessThan(60_000)
  })

  it('keeps slugs unique', async () => {
    const a = await expectJson(await create(post({ title: 'Same title' })), 201)
    const b = await expectJson(await create(post({ title: 'Same title' })), 201)
    expect([a.slug, b.slug]).toEqual(['same-title', 'same-title-2'])
  })

  it('keeps a draft unpublished with no published_at, and takes a given author and image', async () => {
    // The portal uploads first; the post then references that media document by its /media/ URL.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    await t.payload.create({
      collection: 'media',
      data: { alt: 'Warehouse' },
      file: { data: png, mimetype: 'image/png', name: 'warehouse.png', size: png.byteLength },
    })
    const body = await expectJson(
      await create(
        post({
          title: 'Draft with author',
          status: 'draft',
          author: 'Priya Shah',
          featured_image: '/media/warehouse.png',
          category: 'cloud',
        }),
      ),
      201,
    )
    expect(body).toMatchObject({
      status: 'draft',
      published_at: null,
      author: 'Priya Shah',
      featured_image: '/media/warehouse.png',
      category: 'Cloud',
    })
    const missing = await create(post({ title: 'Image not uploaded', featured_image: '/media/nowhere.jpg' }))
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors.featured_image).toMatch(/media library/)
  })

  it('defaults the status to draft', async () => {
    const { status, ...rest } = post({ title: 'No status given' })
    void status
    expect((await expectJson(await create(rest), 201)).status).toBe('draft')
  })

  it.each([
    [{ title: '' }, 'title', 'Title required'],
    [{ title: '   ' }, 'title', 'Title required'],
    [{ title: undefined }, 'title', 'Title required'],
    [{ title: 42 }, 'title', 'Title must be text'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    [{ excerpt: '' }, 'excerpt', 'Excerpt required'],
    [{ excerpt: 'x'.repeat(1001) }, 'excerpt', 'Excerpt must be at most 1000 characters'],
    [{ content: '' }, 'content', 'Content required'],
    [{ content: ' \n ' }, 'content', 'Content required'],
    [{ category: '' }, 'category', 'Category required'],
    [{ category: 'Gardening' }, 'category', 'Category not found'],
    [{ status: 'archived' }, 'status', 'Status must be draft or published'],
    [
      { featured_image: 'javascript:alert(1)' },
      'featured_image',
      'Featured image must be a /media/ path or an http(s) URL',
    ],
    [{ featured_image: 7 }, 'featured_image', 'Featured image must be a URL'],
  ])('validates %j', async (over, field, message) => {
    const before = await t.payload.count({ collection: 'posts', overrideAccess: true })
    const problem = await expectProblem(await create(post(over)), 400, message)
    expect(problem.errors?.[field]).toBe(message)
    expect(await t.payload.count({ collection: 'posts', overrideAccess: true })).toEqual(before)
  })

  it('updates a post, keeps its slug and stamps published_at on first publication', async () => {
    const draft = await expectJson(await create(post({ title: 'To be published', status: 'draft' })), 201)
    const res = await t.request(`/api/blog/admin/posts/${draft.id}`, {
      method: 'PUT',
      as: 'admin',
      body: post({ title: 'Published at last', status: 'published', content: 'New body\n  indented' }),
    })
    const body = await expectJson(res)
    expect(body).toMatchObject({
      title: 'Published at last',
      slug: 'to-be-published',
      status: 'published',
      content: 'New body\n  indented',
    })
    expect(body.published_at).not.toBeNull()
  })

  it('validates updates like creations', async () => {
    const { posts } = await expectJson(await t.request('/api/blog/admin/posts', { as: 'admin' }))
    await expectProblem(
      await t.request(`/api/blog/admin/posts/${posts[0].id}`, {
        method: 'PUT',
        as: 'admin',
        body: post({ title: '' }),
      }),
      400,
      'Title required',
    )
  })

  it.each(['999999', 'abc'])('answers 404 for updating or deleting post %s', async (id) => {
    await expectProblem(
      await t.request(`/api/blog/admin/posts/${id}`, { method: 'PUT', as: 'admin', body: post() }),
      404,
      'Post not found',
    )
    await expectProblem(
      await t.request(`/api/blog/admin/posts/${id}`, { method: 'DELETE', as: 'admin' }),
      404,
      'Post not found',
    )
  })

  it('deletes a post and answers with it; a second delete is a 404', async () => {
    const created = await expectJson(await create(post({ title: 'Short lived' })), 201)
    const deleted = await expectJson(
      await t.request(`/api/blog/admin/posts/${created.id}`, { method: 'DELETE', as: 'super_admin' }),
    )
    expect(deleted.title).toBe('Short lived')
    await expectProblem(await t.request(`/api/blog/admin/posts/${created.id}`, { method: 'DELETE', as: 'admin' }), 404)
  })
})

describe('admin categories', () => {
  it('creates a category with a trimmed name', async () => {
    const body = await expectJson(
      await t.request('/api/blog/admin/categories', {
        method: 'POST',
        as: 'admin',
        body: { name: '  Manufacturing ', description: '' },
      }),
      201,
    )
    expect(body).toMatchObject({ name: 'Manufacturing', description: '' })
  })

  it('refuses a blank name', async () => {
    const problem = await expectProblem(
      await t.request('/api/blog/admin/categories', { method: 'POST', as: 'admin', body: { name: '  ' } }),
      400,
      'Name required',
    )
    expect(problem.errors).toEqual({ name: 'Name required' })
  })

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    await expectProblem(
      await t.request('/api/blog/admin/categories', { method: 'POST', as: 'admin', body: { name: 'erp' } }),
      409,
      'A category named "erp" already exists.',
    )
  })

  it('refuses to delete a category still used by posts, naming how many', async () => {
    const { totalDocs } = await t.payload.count({
      collection: 'posts',
      where: { category: { equals: erp.id } },
      overrideAccess: true,
    })
    await expectProblem(
      await t.request(`/api/blog/admin/categories/${erp.id}`, { method: 'DELETE', as: 'admin' }),
      409,
      `This category is used by ${totalDocs} posts. Move or delete them first.`,
    )
  })

  it('deletes an unused category; deleting it again is a 404', async () => {
    const created = await expectJson(
      await t.request('/api/blog/admin/categories', { method: 'POST', as: 'admin', body: { name: 'Temporary' } }),
      201,
    )
    const deleted = await expectJson(
      await t.request(`/api/blog/admin/categories/${created.id}`, { method: 'DELETE', as: 'admin' }),
    )
    expect(deleted.name).toBe('Temporary')
    await expectProblem(
      await t.request(`/api/blog/admin/categories/${created.id}`, { method: 'DELETE', as: 'admin' }),
      404,
      'Category not found',
    )
  })
})

describe('request bodies', () => {
  it('refuses malformed JSON with 400', async () => {
    const res = await t.request('/api/blog/admin/posts', {
      method: 'POST',
      as: 'admin',
      body: '{"title": ',
      headers: { 'Content-Type': 'application/json' },
    })
    await expectProblem(res, 400, 'The request body is not valid JSON.')
  })

  it('refuses a JSON array with 400', async () => {
    const res = await t.request('/api/blog/admin/posts', {
      method: 'POST',
      as: 'admin',
      body: '[1,2]',
      headers: { 'Content-Type': 'application/json' },
    })
    await expectProblem(res, 400, 'The request body must be a JSON object.')
  })

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.request('/api/blog/admin/posts', {
      method: 'POST',
      as: 'admin',
      body: 'title=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    await expectProblem(res, 415)
  })

  it('refuses a body over 100 KB with 413', async () => {
    const before = await t.payload.count({ collection: 'posts', overrideAccess: true })
    await expectProblem(
      await create(post({ content: 'x'.repeat(101 * 1024) })),
      413,
      'The request body is too large (100 KB at most).',
    )
    expect(await t.payload.count({ collection: 'posts', overrideAccess: true })).toEqual(before)
  })

  it('refuses a streamed body over 100 KB (no Content-Length) with 413', async () => {
    const big = new TextEncoder().encode(JSON.stringify(post({ content: 'y'.repeat(150 * 1024) })))
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < big.length; i += 16 * 1024) controller.enqueue(big.slice(i, i + 16 * 1024))
        controller.close()
      },
    })
    const res = await fetch(`${t.baseUrl}/api/blog/admin/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.accounts.admin.token}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectProblem(res, 413)
  })
})
