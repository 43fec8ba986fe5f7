/**
 * Real answers against their registrations: the key reads of the contract, over HTTP on the seeded
 * demo data, must validate against the response schema their defineEndpoint declares (strict
 * objects, so a field added or renamed in a mapper and not in the schema fails here).
 */
import type { Endpoint } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractSpec } from '../../src/contract/define-endpoint'
import { endpoints } from '../../src/endpoints'
import { startTestServer, type As, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ seed: true })
})
afterAll(() => t?.close())

/** The registration Payload would route `method path` to. */
function registration(method: string, path: string) {
  const pathname = path.split('?')[0]
  const candidates = endpoints.filter((e: Endpoint) => e.method === method)
  // A literal route wins over a parameter one, as in Payload's router.
  const endpoint =
    candidates.find((e) => `/api${e.path}` === pathname) ??
    candidates.find((e) => new RegExp(`^/api${e.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname))
  const spec = endpoint && contractSpec(endpoint)
  if (!spec) throw new Error(`no contract registration for ${method} ${path}`)
  return spec
}

async function answer(path: string, as: As) {
  const res = await t.request(path, { as })
  expect(res.status, path).toBe(200)
  return res.json()
}

const firstId = async (path: string, key: string, as: As) =>
  ((await answer(path, as)) as Record<string, Array<{ id: number | string; slug?: string }>>)[key][0]

describe('contract answers match their declared response schemas', () => {
  it('for the public reads and the portal lists', async () => {
    const post = await firstId('/api/blog/posts?limit=100', 'posts', 'anonymous')
    const lead = await firstId('/api/portal/leads/inbound', 'leads', 'admin')
    const targets: Array<[string, As]> = [
      ['/api/blog/posts?limit=100', 'anonymous'],
      [`/api/blog/posts/${post.slug}`, 'anonymous'],
      ['/api/blog/categories', 'anonymous'],
      ['/api/faqs', 'anonymous'],
      ['/api/content/products', 'anonymous'],
      ['/api/content/products?category=wholesale', 'anonymous'],
      ['/api/content/awards', 'anonymous'],
      ['/api/content/stats', 'anonymous'],
      ['/api/auth/me', 'user'],
      ['/api/blog/admin/posts', 'admin'],
      ['/api/faqs/admin/all', 'admin'],
      ['/api/portal/users', 'admin'],
      ['/api/portal/leads/inbound', 'admin'],
      [`/api/portal/leads/inbound/${lead.id}`, 'admin'],
      ['/api/portal/leads/stats', 'admin'],
      ['/api/portal/leads/job-roles', 'admin'],
      ['/api/portal/landing-pages', 'admin'],
      ['/api/portal/access-requests', 'admin'],
    ]
    for (const [path, as] of targets) {
      const body = await answer(path, as)
      const result = registration('get', path).response.safeParse(body)
      expect(result.error?.issues ?? [], path).toEqual([])
    }
  })

  it('for a write: the created post', async () => {
    const res = await t.request('/api/blog/admin/posts', {
      method: 'POST',
      as: 'admin',
      body: { title: 'Schema check', excerpt: 'E', content: 'Body', category: 'Finance', status: 'draft' },
    })
    expect(res.status).toBe(201)
    const result = registration('post', '/api/blog/admin/posts').response.safeParse(await res.json())
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('fails on a drifted answer: a field the schema does not declare, or one missing', async () => {
    const schema = registration('get', '/api/blog/posts').response
    const { posts } = (await answer('/api/blog/posts?limit=1', 'anonymous')) as {
      posts: Array<Record<string, unknown>>
    }
    expect(schema.safeParse({ posts }).success).toBe(true)
    expect(schema.safeParse({ posts: [{ ...posts[0], content_html: '<p>' }] }).success).toBe(false)
    const { slug, ...withoutSlug } = posts[0]
    void slug
    expect(schema.safeParse({ posts: [withoutSlug] }).success).toBe(false)
  })
})
