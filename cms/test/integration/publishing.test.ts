import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/shared/payload-types'
import { EVERYONE, STAFF, expectJson } from '../contract'
import { startTestServer, type As, type TestServer } from '../harness'

let t: TestServer
let pageId: number | string
let categoryId: number

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  detail: 0,
  format,
  mode: 'normal',
  style: '',
})
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: null,
  format: '',
  indent: 0,
  children,
  ...extra,
})

/** What an editor builds in the admin: a heading, bold words, an external link (new tab) and an internal link. */
const formatted = (internalPageId: number | string): Post['content'] =>
  ({
    root: block('root', [
      block('heading', [text('Step one')], { tag: 'h2' }),
      block(
        'paragraph',
        [
          text('A '),
          text('bold claim', 1),
          text(' and '),
          block('link', [text('a source')], {
            fields: { linkType: 'custom', url: 'https://example.com/source', newTab: true },
          }),
          text(' and '),
          block('link', [text('our page')], {
            fields: { linkType: 'internal', doc: { relationTo: 'pages', value: internalPageId }, newTab: false },
          }),
        ],
        { textFormat: 0 },
      ),
      block('quote', [text('Quoted words')]),
      block('list', [block('listitem', [text('First')], { value: 1 })], { listType: 'bullet', tag: 'ul', start: 1 }),
    ]),
  }) as unknown as Post['content']

const publicPost = (slug: string) => t.request(`/api/blog/posts/${slug}`)
const restPage = (query: string, as: As = 'anonymous') =>
  t.request(`/api/pages?where[path][equals]=/drafty&depth=0${query}`, { as }).then((res) => expectJson(res))

beforeAll(async () => {
  t = await startTestServer()
  categoryId = (await t.payload.create({ collection: 'categories', data: { name: 'ERP' }, overrideAccess: true })).id
  const page = await t.payload.create({
    collection: 'pages',
    data: { title: 'Published words', path: '/drafty', _status: 'published' },
    overrideAccess: true,
  })
  pageId = page.id
  // An editor's draft: saved, not published.
  await t.payload.update({
    collection: 'pages',
    id: pageId,
    data: { title: 'Draft words' },
    draft: true,
    overrideAccess: true,
  })
  await t.payload.updateGlobal({
    slug: 'footer',
    data: { tagline: 'Published tagline', _status: 'published' },
    overrideAccess: true,
  })
  await t.payload.updateGlobal({
    slug: 'footer',
    data: { tagline: 'Draft tagline' },
    draft: true,
    overrideAccess: true,
  })
})
afterAll(() => t?.close())

describe('drafts are for admins only', () => {
  it.each(EVERYONE)('%s reads the published page from Payload REST; only admins get the draft', async (as) => {
    expect((await restPage('', as)).docs[0]?.title).toBe('Published words')
    const titles = (await restPage('&draft=true', as)).docs.map((doc: { title: string }) => doc.title)
    // Anybody else asking for drafts finds no draft (the latest version is not theirs to read).
    if (STAFF.includes(as)) expect(titles).toEqual(['Draft words'])
    else expect(titles).not.toContain('Draft words')
  })

  it.each(EVERYONE)('%s reads the published footer global; only admins get its draft', async (as) => {
    const draft = await expectJson(await t.request('/api/globals/footer?draft=true', { as }))
    expect(draft.tagline).toBe(STAFF.includes(as) ? 'Draft tagline' : 'Published tagline')
  })

  it.each(EVERYONE)('%s may list page versions only when an admin', async (as) => {
    const res = await t.request('/api/pages/versions', { as })
    if (STAFF.includes(as)) expect((await expectJson(res)).totalDocs).toBeGreaterThanOrEqual(2)
    else expect([401, 403]).toContain(res.status)
  })

  it('a page never published is invisible to anonymous readers, drafts included', async () => {
    await t.payload.create({
      collection: 'pages',
      data: { title: 'Secret', path: '/secret-launch' },
      draft: true,
      overrideAccess: true,
    })
    const res = await expectJson(await t.request('/api/pages?where[path][equals]=/secret-launch&draft=true'))
    expect(res.docs).toEqual([])
  })

  it.each(['anonymous', 'user', 'inactive'] as const)('%s cannot run the jobs queue', async (as) => {
    expect([401, 403, 404]).toContain((await t.request('/api/payload-jobs/run', { as })).status)
  })

  it.each(EVERYONE)('%s may run, queue and cancel jobs only when an admin (the jobs config)', async (as) => {
    const user =
      as === 'anonymous'
        ? null
        : { ...(await t.payload.findByID({ collection: 'users', id: t.accounts[as].id })), collection: 'users' }
    const { access } = t.payload.config.jobs
    for (const rule of [access?.run, access?.queue, access?.cancel])
      expect(await rule?.({ req: { user } as PayloadRequest })).toBe(STAFF.includes(as))
  })
})

describe('posts: the contract status is Payload’s _status', () => {
  const body = (status: 'draft' | 'published') => ({
    title: 'Mapping check',
    excerpt: 'E',
    content: 'Line one\nLine two',
    category: 'ERP',
    status,
  })

  it('draft → published → draft moves _status, hides and shows the post, and keeps published_at', async () => {
    const created = await expectJson(
      await t.request('/api/blog/admin/posts', { method: 'POST', as: 'admin', body: body('draft') }),
      201,
    )
    expect(created.status).toBe('draft')
    expect(created.published_at).toBeNull()
    const stored = await t.payload.findByID({ collection: 'posts', id: created.id, overrideAccess: true })
    expect(stored._status).toBe('draft')
    expect((await publicPost(created.slug)).status).toBe(404)
    const rest = await expectJson(await t.request(`/api/posts?where[slug][equals]=${created.slug}&draft=true`))
    expect(rest.docs).toEqual([])

    const published = await expectJson(
      await t.request(`/api/blog/admin/posts/${created.id}`, { method: 'PUT', as: 'admin', body: body('published') }),
    )
    expect(published.status).toBe('published')
    expect(published.published_at).toEqual(expect.any(String))
    const visible = await expectJson(await publicPost(created.slug))
    // Text typed in the portal keeps its line break.
    expect(visible.content_html).toMatch(/Line one<br\s*\/?>\s*Line two/)

    const unpublished = await expectJson(
      await t.request(`/api/blog/admin/posts/${created.id}`, { method: 'PUT', as: 'admin', body: body('draft') }),
    )
    expect(unpublished.status).toBe('draft')
    expect(unpublished.published_at).toBe(published.published_at)
    expect((await publicPost(created.slug)).status).toBe(404)
    const list = await expectJson(await t.request('/api/blog/admin/posts', { as: 'admin' }))
    expect(list.posts.find((p: { id: unknown }) => p.id === created.id)?.status).toBe('draft')
  })

  it('an admin previews a draft post through the contract; nobody else does', async () => {
    const draft = await t.payload.create({
      collection: 'posts',
      data: { title: 'Preview me', excerpt: 'E', content: formatted(pageId), category: categoryId, _status: 'draft' },
      overrideAccess: true,
    })
    expect((await t.request(`/api/blog/posts/${draft.slug}?draft=true`, { as: 'admin' })).status).toBe(200)
    for (const as of ['anonymous', 'user', 'inactive'] as const)
      expect((await t.request(`/api/blog/posts/${draft.slug}?draft=true`, { as })).status).toBe(404)
  })

  it('rich text from the admin is rendered once with Payload’s converters: headings, bold, links, quotes, lists', async () => {
    const doc = await t.payload.create({
      collection: 'posts',
      data: {
        title: 'Formatted',
        excerpt: 'E',
        content: formatted(pageId),
        category: categoryId,
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect(doc.content_html).toContain('<h2>Step one</h2>')
    const { content_html: html } = await expectJson(await publicPost(doc.slug!))
    expect(html).toContain('<h2>Step one</h2>')
    expect(html).toContain('<strong>bold claim</strong>')
    expect(html).toMatch(
      /<a href="https:\/\/example\.com\/source" rel="noopener noreferrer" target="_blank">a source<\/a>/,
    )
    expect(html).toContain('<a href="/drafty">our page</a>')
    expect(html).toContain('<blockquote>Quoted words</blockquote>')
    expect(html).toMatch(/<ul[^>]*>.*First.*<\/ul>/s)
  })
})

describe('scheduled publishing and restores go through Payload operations', () => {
  const queue = (type: 'publish' | 'unpublish', doc: { relationTo: string; value: string }, waitUntil: Date) =>
    t.payload.jobs.queue({ task: 'schedulePublish', input: { type, doc } as never, waitUntil })

  it('a post scheduled for a past minute is published when the queue runs; one in the future waits', async () => {
    const soon = await t.payload.create({
      collection: 'posts',
      data: {
        title: 'Scheduled soon',
        excerpt: 'E',
        content: formatted(pageId),
        category: categoryId,
        _status: 'draft',
      },
      overrideAccess: true,
    })
    const later = await t.payload.create({
      collection: 'posts',
      data: {
        title: 'Scheduled later',
        excerpt: 'E',
        content: formatted(pageId),
        category: categoryId,
        _status: 'draft',
      },
      overrideAccess: true,
    })
    await queue('publish', { relationTo: 'posts', value: String(soon.id) }, new Date(Date.now() - 1000))
    await queue('publish', { relationTo: 'posts', value: String(later.id) }, new Date(Date.now() + 3_600_000))
    await t.payload.jobs.run()
    const shown = await expectJson(await publicPost(soon.slug!))
    expect(shown.published_at).toEqual(expect.any(String))
    expect((await publicPost(later.slug!)).status).toBe(404)
    const list = await expectJson(await t.request('/api/blog/posts'))
    expect(list.posts.map((p: { slug: string }) => p.slug)).toContain(soon.slug)
  })

  it('a scheduled unpublish takes a landing page offline', async () => {
    const landing = await t.payload.create({
      collection: 'landing-pages',
      data: { title: 'Campaign', slug: 'spring-campaign', _status: 'published' },
      overrideAccess: true,
    })
    expect((await t.request('/api/portal/landing-pages/spring-campaign/check')).status).toBe(200)
    await queue('unpublish', { relationTo: 'landing-pages', value: String(landing.id) }, new Date(Date.now() - 1000))
    await t.payload.jobs.run()
    expect((await t.request('/api/portal/landing-pages/spring-campaign/check')).status).toBe(404)
  })

  it('publishing a draft, then restoring the earlier version, changes what visitors read', async () => {
    await expectJson(
      await t.request(`/api/pages/${pageId}`, { method: 'PATCH', as: 'admin', body: { _status: 'published' } }),
    )
    expect((await restPage('')).docs[0].title).toBe('Draft words')
    const { docs } = await t.payload.findVersions({
      collection: 'pages',
      where: { and: [{ parent: { equals: pageId } }, { 'version.title': { equals: 'Published words' } }] },
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    await expectJson(await t.request(`/api/pages/versions/${docs[0].id}`, { method: 'POST', as: 'admin' }))
    expect((await restPage('')).docs[0].title).toBe('Published words')
  })

  it.each(['anonymous', 'user', 'inactive'] as const)('%s cannot restore a version', async (as) => {
    const { docs } = await t.payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: pageId } },
      overrideAccess: true,
    })
    const res = await t.request(`/api/pages/versions/${docs[docs.length - 1].id}`, { method: 'POST', as })
    expect([401, 403, 404]).toContain(res.status)
  })
})
