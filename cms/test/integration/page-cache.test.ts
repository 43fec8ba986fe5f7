import type { IncomingMessage } from 'node:http'

import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { collectionTag, globalTag } from '../../src/lib/content/render-reads'
import { isPublic } from '../../src/lib/content/public-data'
import { bumpSiteRevision, getSiteRevision } from '../../src/lib/content/site-revision'
import { createStaffLane } from '../../src/server/staff-lane'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let payload: Payload

beforeAll(async () => {
  t = await startTestServer({ seed: true })
  payload = t.payload
})
afterAll(() => t?.close())

/** The revision as another instance would see it: read from the database, not this process's copy. */
const storedRevision = async () => ((await payload.kv.get('site-revision')) as { value: string }).value

/** The seed has no uploads: one small real PNG, through Payload's upload path. */
async function uploadImage() {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0af' } })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'A blue square' },
    file: { data, mimetype: 'image/png', name: 'square.png', size: data.length },
    overrideAccess: true,
  })
}

/** The slugs of the collections and globals declared public (`custom: { public: true }`). */
const declaredPublic = () => ({
  collections: payload.config.collections.filter(isPublic).map((c) => c.slug),
  globals: payload.config.globals.filter(isPublic).map((g) => g.slug),
})

describe('public declarations', () => {
  it('every collection and global an anonymous visitor can read is declared public, and no other', async () => {
    const req = await createLocalReq({}, payload)
    expect(req.user).toBeNull()
    // A Where (only published documents, say) still lets anonymous visitors read some.
    const anonymous = async (configs: Array<{ slug: string; access: { read?: unknown } }>) => {
      const slugs: string[] = []
      for (const { slug, access } of configs)
        if (await (access.read as (args: { req: typeof req }) => unknown)({ req })) slugs.push(slug)
      return slugs
    }
    const readable = {
      collections: await anonymous(payload.config.collections),
      globals: await anonymous(payload.config.globals),
    }
    expect(readable.collections).toEqual(expect.arrayContaining(['posts', 'authors', 'media']))
    expect(readable.globals).toEqual(expect.arrayContaining(['site-settings', 'redirects']))
    expect(declaredPublic()).toEqual(readable)
  })
})

describe('site revision', () => {
  /** In a transaction (MongoDB), a change bumps once more just after its commit: let earlier ones land first. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 200))
  const changesOf = async (write: () => Promise<unknown>) => {
    await settled()
    const before = await storedRevision()
    await write()
    return (await storedRevision()) !== before
  }

  it('every public collection bumps on create, update and delete', async () => {
    const samples: Record<string, Record<string, unknown>> = {
      authors: { name: 'Revision test' },
      categories: { name: 'Revision test' },
      'faq-items': { question: 'Revision test?', answer: 'Yes.' },
      stats: { value: '1', label: 'Revision test' },
    }
    const tested: string[] = []
    for (const slug of declaredPublic().collections) {
      const collection = slug as 'pages'
      if (slug === 'media') await uploadImage()
      const existing = await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })
      const doc = existing.docs[0]
      expect(doc, `seeded ${slug}`).toBeDefined()
      // Any afterChange bumps: an update that changes nothing visible still counts.
      expect(
        await changesOf(() => payload.update({ collection, id: doc.id, data: {}, overrideAccess: true })),
        slug,
      ).toBe(true)
      const sample = samples[slug]
      if (sample) {
        let created: { id: string | number } | undefined
        expect(
          await changesOf(async () => {
            created = await payload.create({ collection, data: sample as never, overrideAccess: true })
          }),
          `create ${slug}`,
        ).toBe(true)
        expect(
          await changesOf(() => payload.delete({ collection, id: created!.id, overrideAccess: true })),
          `delete ${slug}`,
        ).toBe(true)
      }
      tested.push(slug)
    }
    expect(tested).toEqual(
      expect.arrayContaining(['pages', 'posts', 'authors', 'categories', 'faq-items', 'products', 'media']),
    )
  })

  it('every public global bumps on update', async () => {
    const { globals } = declaredPublic()
    expect(globals).toEqual(expect.arrayContaining(['site-settings', 'navigation', 'footer', 'redirects']))
    for (const slug of globals) {
      expect(
        await changesOf(() => payload.updateGlobal({ slug: slug as 'footer', data: {}, overrideAccess: true })),
        slug,
      ).toBe(true)
    }
  })

  it('private collections do not bump (a contact form must not empty the cache)', async () => {
    expect(
      await changesOf(() =>
        payload.update({ collection: 'users', id: t.accounts.user.id, data: {}, overrideAccess: true }),
      ),
    ).toBe(false)
  })

  it('this process sees its own bump at once', async () => {
    await payload.update({
      collection: 'stats',
      id: (await payload.find({ collection: 'stats', limit: 1 })).docs[0].id,
      data: {},
    })
    // Within the revision's TTL, after the bump that follows the commit (MongoDB) has landed too.
    await settled()
    expect(await getSiteRevision(payload)).toBe(await storedRevision())
  })
})

describe('cached public lists', () => {
  const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers })
  /** Starts from an empty cache: as if everything public had changed. */
  const newRevision = async () => {
    const { collections, globals } = declaredPublic()
    for (const tag of [...collections.map(collectionTag), ...globals.map(globalTag)])
      await bumpSiteRevision(payload, tag)
  }

  it('answer a miss, then a hit with byte-identical bodies, and the same bytes as an uncached (signed-in) read', async () => {
    await newRevision()
    for (const path of ['/api/blog/posts?limit=100', '/api/blog/categories', '/api/content/products', '/api/faqs']) {
      const miss = await get(path)
      const missBody = Buffer.from(await miss.arrayBuffer())
      const hit = await get(path)
      const hitBody = Buffer.from(await hit.arrayBuffer())
      const uncached = await t.request(path, { as: 'user' })
      const uncachedBody = Buffer.from(await uncached.arrayBuffer())
      expect([miss.status, hit.status, uncached.status], path).toEqual([200, 200, 200])
      expect(miss.headers.get('x-cache'), path).toBe('MISS')
      expect(hit.headers.get('x-cache'), path).toBe('HIT')
      expect(uncached.headers.get('x-cache'), path).toBeNull()
      expect(hitBody.equals(missBody), path).toBe(true)
      expect(uncachedBody.equals(hitBody), path).toBe(true)
      expect(hit.headers.get('content-type')).toContain('application/json')
      expect(hit.headers.get('cache-control')).toContain('s-maxage=')
      expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('keys on the query string', async () => {
    const one = await (await get('/api/blog/posts?limit=1')).json()
    const two = await (await get('/api/blog/posts?limit=2')).json()
    expect(one.posts).toHaveLength(1)
    expect(two.posts).toHaveLength(2)
  })

  it('answers 304 to a matching If-None-Match, for each encoding', async () => {
    const path = '/api/blog/categories'
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(path, { 'accept-encoding': encoding })
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[^"]+"$/)
      expect(first.headers.get('content-encoding') ?? 'identity').toBe(encoding)
      const again = await get(path, { 'accept-encoding': encoding, 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    }
    const changed = await get(path, { 'if-none-match': '"something-else"' })
    expect(changed.status).toBe(200)
  })

  it('shows a published change on the next load', async () => {
    const path = '/api/blog/categories'
    await get(path)
    expect((await get(path)).headers.get('x-cache')).toBe('HIT')
    const category = (await payload.find({ collection: 'categories', limit: 1 })).docs[0]
    await payload.update({ collection: 'categories', id: category.id, data: { name: 'Freshly renamed' } })
    const after = await get(path)
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await after.text()).toContain('Freshly renamed')
  })

  it('does not answer from the cache when another instance published (the stored revision changed)', async () => {
    const path = '/api/faqs'
    await get(path)
    // Another instance's publish of an FAQ: the FAQs' revision, then the site's.
    await payload.kv.set('site-revision:c:faq-items', { value: 'another-instance' })
    await payload.kv.set('site-revision', { value: 'another-instance' })
    await new Promise((r) => setTimeout(r, 1100))
    expect((await get(path)).headers.get('x-cache')).toBe('MISS')
  })

  it("shows a post's renamed category and new image on the next post list, cached or signed in", async () => {
    const path = '/api/blog/posts?limit=100'
    const post = (await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1 }))
      .docs[0]
    const categoryId = typeof post.category === 'object' ? post.category.id : post.category
    await get(path)
    await t.request(path, { as: 'user' }) // the uncached read has looked up the names too
    await payload.update({ collection: 'categories', id: categoryId, data: { name: 'Renamed for the list' } })
    await uploadImage()
    const image = (await payload.find({ collection: 'media', sort: '-createdAt', limit: 1 })).docs[0]
    await payload.update({ collection: 'posts', id: post.id, data: { featured_image: image.id } })
    for (const read of [await get(path), await t.request(path, { as: 'user' })]) {
      const listed = ((await read.json()) as { posts: Array<{ id: number; category: string; featured_image: string }> })
        .posts
      const shown = listed.find((p) => p.id === post.id)!
      expect(shown.category).toBe('Renamed for the list')
      expect(shown.featured_image).toBe(image.url)
    }
  })

  it("shows another instance's change to a post's category on the list within a second", async () => {
    const path = '/api/blog/posts?limit=100'
    const post = (await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1 }))
      .docs[0]
    const categoryId = typeof post.category === 'object' ? post.category.id : post.category
    await t.request(path, { as: 'user' })
    // Another instance: its write runs its own hooks, so here only the stored revision changes.
    await payload.db.updateOne({ collection: 'categories', id: categoryId, data: { name: 'Renamed elsewhere' } })
    await payload.kv.set('site-revision', { value: 'another-instance-renamed' })
    await new Promise((r) => setTimeout(r, 1100))
    const listed = (
      (await (await t.request(path, { as: 'user' })).json()) as { posts: Array<{ id: number; category: string }> }
    ).posts
    expect(listed.find((p) => p.id === post.id)!.category).toBe('Renamed elsewhere')
  })

  it("shows a renamed author on the cached post and post list at the next load (issue 39's rename bug)", async () => {
    const post = (
      await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })
    ).docs[0]
    const authorId = typeof post.author === 'object' ? post.author!.id : post.author!
    const paths = [`/api/blog/posts/${post.slug}`, '/api/blog/posts?limit=100']
    for (const path of paths) {
      await get(path)
      expect((await get(path)).headers.get('x-cache'), path).toBe('HIT')
    }
    await payload.update({ collection: 'authors', id: authorId, data: { name: 'Renamed Author' } })
    await new Promise((resolve) => setTimeout(resolve, 200)) // the bump after the commit
    for (const path of paths) expect(await (await get(path)).text(), path).toContain('"Renamed Author"')
  })

  it('a change shows where it was read, and leaves the lists that did not read it cached (issue 22)', async () => {
    await newRevision()
    for (const path of ['/api/faqs', '/api/blog/categories']) await get(path)
    const faq = (await payload.find({ collection: 'faq-items', limit: 1, depth: 0 })).docs[0]
    await payload.update({ collection: 'faq-items', id: faq.id, data: { question: 'Which question changed?' } })
    await new Promise((resolve) => setTimeout(resolve, 200)) // the bump after the commit
    const categories = await get('/api/blog/categories')
    expect(categories.headers.get('x-cache')).toBe('HIT')
    // Rendered again, by this request or already in the background.
    expect(await (await get('/api/faqs')).text()).toContain('Which question changed?')
  })

  it('bypasses signed-in readers, by bearer token or Payload cookie, and writes', async () => {
    const path = '/api/blog/categories'
    await get(path)
    expect((await t.request(path, { as: 'admin' })).headers.get('x-cache')).toBeNull()
    expect((await get(path, { cookie: `payload-token=${t.accounts.admin.token}` })).headers.get('x-cache')).toBeNull()
  })

  it('cannot be poisoned through the Host header', async () => {
    const path = '/api/blog/posts?limit=3'
    await newRevision()
    const poisoned = await get(path, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
    expect(await poisoned.text()).not.toContain('evil.example')
    const next = await get(path)
    expect(next.headers.get('x-cache')).toBe('HIT')
    expect(await next.text()).not.toContain('evil.example')
  })
})

describe('the staff lane (issue 22)', () => {
  it("recognises the admins' session tokens Payload and the contract's sign-in issue, and nothing else", async () => {
    const lane = createStaffLane(payload.secret, 2)
    const asRequest = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      body: { email: t.accounts.admin.email, password: t.accounts.admin.password },
    })
    const { access_token } = (await login.json()) as { access_token: string }
    expect(lane.laneOf(asRequest({ authorization: `Bearer ${access_token}` }))).toBe(lane.limiter)
    expect(lane.laneOf(asRequest({ cookie: `payload-token=${t.accounts.super_admin.token}` }))).toBe(lane.limiter)
    // A portal user waits with the visitors.
    expect(lane.laneOf(asRequest({ cookie: `payload-token=${t.accounts.user.token}` }))).toBeNull()
    expect(lane.laneOf(asRequest({ authorization: `Bearer ${access_token.slice(0, -2)}xx` }))).toBeNull()
    expect(lane.laneOf(asRequest({}))).toBeNull()
  })
})
