import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectJson } from '../contract'
import { textToRichText } from '../../src/lib/content/richtext'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ seed: true })
})
afterAll(() => t?.close())

type Link = { label: string; type: string; href: string; reference: { relationTo: string; value: number } | null }
type FooterDoc = { columns: { heading: string; links: Link[] }[] }
type RedirectsDoc = { items: { from: string; to: string }[] }

const footerLinks = async () =>
  ((await expectJson<FooterDoc>(await t.request('/api/globals/footer?depth=0'))).columns ?? []).flatMap((c) => c.links)
const redirects = async () => (await expectJson<RedirectsDoc>(await t.request('/api/globals/redirects'))).items
const pageId = async (path: string) =>
  (await t.payload.find({ collection: 'pages', where: { path: { equals: path } }, limit: 1 })).docs[0]!.id
const movePage = (id: number | string, path: string) =>
  t.request(`/api/pages/${id}`, { method: 'PATCH', as: 'admin', body: { path } })

describe('links by reference', () => {
  it('seeds menu and footer links to pages as references, and the rest as custom URLs', async () => {
    const links = await footerLinks()
    const resources = links.find((link) => link.label === 'Resources')!
    expect(resources).toMatchObject({ type: 'reference', href: '/resources' })
    expect(resources.reference).toEqual({ relationTo: 'pages', value: await pageId('/resources') })
    expect(links.find((link) => link.label === 'Manufacturing')).toMatchObject({
      type: 'custom',
      href: '/solutions/manufacturing',
    })
    const navigation = await expectJson(await t.request('/api/globals/navigation'))
    expect(JSON.stringify(navigation)).toContain('"type":"reference"')
  })

  it('follows a page to its new path: every link, and a 301 from the old one', async () => {
    const id = await pageId('/resources')
    await expectJson(await movePage(id, '/resources-hub'))
    expect((await footerLinks()).find((link) => link.label === 'Resources')!.href).toBe('/resources-hub')
    expect(await redirects()).toContainEqual(expect.objectContaining({ from: '/resources', to: '/resources-hub' }))
  })

  it('collapses chains when the page moves again, and moving back drops the loop', async () => {
    const id = await pageId('/resources-hub')
    await expectJson(await movePage(id, '/resources-centre'))
    let items = await redirects()
    expect(items).toContainEqual(expect.objectContaining({ from: '/resources', to: '/resources-centre' }))
    expect(items).toContainEqual(expect.objectContaining({ from: '/resources-hub', to: '/resources-centre' }))
    await expectJson(await movePage(id, '/resources'))
    items = await redirects()
    expect(items.find((item) => item.from === '/resources')).toBeUndefined()
    expect(items).toContainEqual(expect.objectContaining({ from: '/resources-centre', to: '/resources' }))
    expect((await footerLinks()).find((link) => link.label === 'Resources')!.href).toBe('/resources')
  })

  it('adds a 301 when a published article’s slug changes, not for a draft', async () => {
    const category = await t.payload.create({ collection: 'categories', data: { name: 'Links test' } })
    const create = async (slug: string, status: string) =>
      t.payload.create({
        collection: 'posts',
        data: {
          title: slug,
          slug,
          excerpt: 'x',
          _status: status as 'draft',
          category: category.id,
          content: await textToRichText('Body', t.payload.config),
        },
      })
    const published = await create('old-news', 'published')
    const draft = await create('draft-news', 'draft')
    for (const [post, slug] of [
      [published, 'new-news'],
      [draft, 'draft-renamed'],
    ] as const)
      await expectJson(await t.request(`/api/posts/${post.id}`, { method: 'PATCH', as: 'admin', body: { slug } }))
    const items = await redirects()
    expect(items).toContainEqual(expect.objectContaining({ from: '/blog/old-news', to: '/blog/new-news' }))
    expect(items.find((item) => item.from === '/blog/draft-news')).toBeUndefined()
  })
})

describe('redirect and custom URL validation (admin, REST and contract share it)', () => {
  const saveRedirects = (items: { from: string; to: string }[]) =>
    t.request('/api/globals/redirects', { method: 'POST', as: 'admin', body: { items } })

  it('refuses targets on other sites disguised as paths, scripts and loops with a clear 400', async () => {
    for (const to of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      const res = await saveRedirects([{ from: '/old', to }])
      const text = await res.text()
      expect(res.status, text).toBe(400)
      expect(text).toContain('starting with a single /')
    }
    const loop = await saveRedirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ])
    expect(loop.status).toBe(400)
    expect(await loop.text()).toContain('loop')
  })

  it('accepts a site path or an https address', async () => {
    const items = [...(await redirects()), { from: '/partner', to: 'https://www.sap.com/uk' }]
    await expectJson(await saveRedirects(items))
    expect(await redirects()).toContainEqual(
      expect.objectContaining({ from: '/partner', to: 'https://www.sap.com/uk' }),
    )
  })

  it('refuses unsafe custom URLs in the footer', async () => {
    const footer = await expectJson<FooterDoc>(await t.request('/api/globals/footer?depth=0'))
    footer.columns[0].links[0] = { ...footer.columns[0].links[0], type: 'custom', href: 'javascript:alert(1)' }
    const res = await t.request('/api/globals/footer', { method: 'POST', as: 'admin', body: footer })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('starting with a single /')
  })
})

describe('admin preferences', () => {
  it('saves, reads and deletes a preference without a 404 or a 500', async () => {
    const saved = await t.request('/api/payload-preferences/nav', {
      method: 'POST',
      as: 'admin',
      body: { value: { open: true } },
    })
    expect(saved.status, await saved.clone().text()).toBeLessThan(300)
    const read = await expectJson(await t.request('/api/payload-preferences/nav', { as: 'admin' }))
    expect(read.value).toEqual({ open: true })
    const removed = await t.request('/api/payload-preferences/nav', { method: 'DELETE', as: 'admin' })
    expect(removed.status).toBe(200)
    const again = await t.request('/api/payload-preferences/nav', { method: 'DELETE', as: 'admin' })
    expect(again.status).toBe(404)
    expect((await t.request('/api/payload-preferences/nav', { method: 'DELETE' })).status).toBe(401)
  })
})
