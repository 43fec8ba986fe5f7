import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverUrl } from '../../src/config/derived-settings'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const generateUrl = (body: unknown, as: 'admin' | 'anonymous' = 'admin') =>
  t.request('/api/plugin-seo/generate-url', { method: 'POST', body, as })

/** As many sections as the seeded home page and more: the SEO panel posts the whole document. */
const bigSections = Array.from({ length: 400 }, (_, i) => ({
  blockType: 'feature-cards',
  heading: `Section ${i}`,
  intro: 'Stock, orders and the ledger in one place for the whole group. '.repeat(12),
}))

describe('the SEO panel’s search-result address', () => {
  it('answers for a page larger than the ordinary JSON limit, with the page’s own address', async () => {
    const body = { collectionSlug: 'pages', doc: { title: 'Home', path: '/cloud-hosting', blocks: bigSections } }
    expect(JSON.stringify(body).length).toBeGreaterThan(200 * 1024)
    const res = await generateUrl(body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ result: `${serverUrl()}/cloud-hosting` })
  })

  it('shows a new post at /blog/<slug from its title> before its first save', async () => {
    const res = await generateUrl({ collectionSlug: 'posts', doc: { title: 'Month-end close in three days' } })
    expect(await res.json()).toEqual({ result: `${serverUrl()}/blog/month-end-close-in-three-days` })
  })

  it('uses the slug of a post and of a landing page once they have one', async () => {
    const post = await generateUrl({ collectionSlug: 'posts', doc: { title: 'Anything', slug: 'year-end' } })
    expect(await post.json()).toEqual({ result: `${serverUrl()}/blog/year-end` })
    const landing = await generateUrl({ collectionSlug: 'landing-pages', doc: { title: 'AWS for groups' } })
    expect(await landing.json()).toEqual({ result: `${serverUrl()}/landing/aws-for-groups` })
  })

  it('still needs a signed-in editor, and still bounds the body', async () => {
    expect((await generateUrl({ collectionSlug: 'posts', doc: { title: 'x' } }, 'anonymous')).status).toBe(401)
    const huge = { collectionSlug: 'pages', doc: { title: 'x', path: '/', filler: 'x'.repeat(3 * 1024 * 1024) } }
    expect((await generateUrl(huge)).status).toBe(413)
  })
})
