import { seed } from '@b1/seed'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAQ_CATEGORIES } from '../../../seed/src/demo/faqs'
import { SEO_LENGTHS } from '../../src/lib/content/seo'
import { PRODUCT_GROUPS } from '../../src/shared/constants'
import { expectJson } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let token: string
beforeAll(async () => {
  t = await startTestServer({ seed: true, accounts: false })
  const { token: issued } = await t.payload.login({
    collection: 'users',
    data: { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD! },
  })
  token = issued!
})
afterAll(() => t?.close())

const COLLECTIONS: CollectionSlug[] = [
  'users',
  'job-roles',
  'categories',
  'posts',
  'faq-items',
  'leads',
  'access-requests',
  'landing-pages',
  'products',
  'awards',
  'stats',
  'pages',
]
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      COLLECTIONS.map(async (c) => [c, (await t.payload.count({ collection: c, overrideAccess: true })).totalDocs]),
    ),
  )
const asAdmin = (path: string) => t.request(path, { headers: { Authorization: `Bearer ${token}` } })

describe('seed', () => {
  it('gives every seeded page SEO fields that pass the SEO plugin’s three checks', async () => {
    const { docs } = await t.payload.find({ collection: 'pages', limit: 0, pagination: false, depth: 1 })
    expect(docs.length).toBeGreaterThan(30)
    const within = (text: string | null | undefined, range: { minLength: number; maxLength: number }) =>
      typeof text === 'string' && text.length >= range.minLength && text.length <= range.maxLength
    const failing = docs
      .filter(
        (page) =>
          !within(page.meta?.title, SEO_LENGTHS.title) ||
          !within(page.meta?.description, SEO_LENGTHS.description) ||
          typeof page.meta?.image !== 'object' ||
          !page.meta.image?.url,
      )
      .map(
        (page) => `${page.path}: ${page.meta?.title?.length} / ${page.meta?.description?.length} / ${page.meta?.image}`,
      )
    expect(failing).toEqual([])
    const home = docs.find((page) => page.path === '/')!
    const image = home.meta!.image as { width: number; height: number; mimeType: string; alt: string }
    expect([image.width, image.height, image.mimeType]).toEqual([1200, 630, 'image/png'])
    expect(image.alt).toBeTruthy()
  })

  it('is idempotent: a second run creates nothing', async () => {
    const before = await counts()
    await seed(t.payload, { log: () => {} })
    expect(await counts()).toEqual(before)
  })

  it('fills every public list', async () => {
    expect((await expectJson(await t.request('/api/content/awards'))).awards.length).toBeGreaterThan(0)
    expect((await expectJson(await t.request('/api/content/stats'))).stats.length).toBeGreaterThan(0)
    const products = await expectJson(await t.request('/api/content/products'))
    for (const group of PRODUCT_GROUPS) expect(products[group].length, group).toBeGreaterThan(0)
    expect((await expectJson(await t.request('/api/blog/categories'))).categories.length).toBeGreaterThanOrEqual(4)
  })

  it('has at least 9 published posts across several categories, newest first, plus a draft', async () => {
    const { posts } = await expectJson(await t.request('/api/blog/posts?limit=100'))
    expect(posts.length).toBeGreaterThanOrEqual(9)
    expect(new Set(posts.map((p: { category: string }) => p.category)).size).toBeGreaterThanOrEqual(4)
    const dates = posts.map((p: { published_at: string }) => Date.parse(p.published_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(dates[0] - dates[dates.length - 1]).toBeGreaterThan(60 * 24 * 3600 * 1000)
    expect((await expectJson(await t.request(`/api/blog/posts/${posts[0].slug}`))).content_html).toMatch(/<p>/)
    const { posts: all } = await expectJson(await asAdmin('/api/blog/admin/posts'))
    expect(all.filter((p: { status: string }) => p.status === 'draft').length).toBeGreaterThanOrEqual(1)
  })

  it('has FAQs in exactly the eight promised categories, several each', async () => {
    const { faqs } = await expectJson(await t.request('/api/faqs'))
    const byCategory = new Map<string, number>()
    for (const faq of faqs) byCategory.set(faq.category, (byCategory.get(faq.category) ?? 0) + 1)
    expect([...byCategory.keys()].sort()).toEqual([...FAQ_CATEGORIES].sort())
    for (const [category, n] of byCategory) expect(n, category).toBeGreaterThanOrEqual(3)
  })

  it('has leads in every status, some assigned to advisors with job roles', async () => {
    const { leads } = await expectJson(await asAdmin('/api/portal/leads/inbound'))
    expect(new Set(leads.map((l: { status: string }) => l.status))).toEqual(new Set(['new', 'contacted', 'qualified']))
    const { users } = await expectJson(await asAdmin('/api/portal/users'))
    const advisors = new Set(
      users
        .filter((u: { job_role: unknown; is_active: boolean }) => u.job_role && u.is_active)
        .map((u: { email: string }) => u.email),
    )
    const assigned = leads.filter((l: { assigned_to: string }) => l.assigned_to)
    expect(assigned.length).toBeGreaterThan(0)
    for (const lead of assigned) expect(advisors.has(lead.assigned_to), lead.assigned_to).toBe(true)
    expect(leads.some((l: { assigned_to: string }) => !l.assigned_to)).toBe(true)
    // Spread over past weeks, newest first.
    const created = leads.map((l: { created_at: string }) => Date.parse(l.created_at))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(Date.now() - created[created.length - 1]).toBeGreaterThan(30 * 24 * 3600 * 1000)
  })

  it('has pending and decided access requests', async () => {
    const { requests } = await expectJson(await asAdmin('/api/portal/access-requests'))
    expect(new Set(requests.map((r: { status: string }) => r.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    )
  })

  it('has the two special landing pages active and one inactive page', async () => {
    for (const slug of ['group-companies-sap-business-one-aws', 'sap-business-one-service-hours']) {
      expect((await expectJson(await t.request(`/api/portal/landing-pages/${slug}/check`))).landing_page.slug).toBe(
        slug,
      )
    }
    const { pages } = await expectJson(await asAdmin('/api/portal/landing-pages'))
    expect(pages.some((p: { is_active: boolean }) => !p.is_active)).toBe(true)
  })

  it('has job roles for the portal', async () => {
    const { roles } = await expectJson(await asAdmin('/api/portal/leads/job-roles'))
    expect(roles.map((r: { name: string }) => r.name)).toContain('Solutions Advisor')
  })
})
