import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectJson } from '../contract'
import { startTestServer, type TestServer } from '../harness'

// More documents than Payload's default page (10), created out of display order, so a list that
// paginates or sorts by anything else shows it.
const ORDERS = [7, 2, 11, 0, 5, 9, 1, 12, 3, 10, 4, 8, 6]
const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order)

const AWARDS = ORDERS.map((order) => ({ title: `Award ${order}`, issuer: 'SAP', year: 2020, order }))
const STATS = ORDERS.map((order) => ({ value: `${order}00+`, label: `Stat ${order}`, order }))
const FAQS = ORDERS.map((order) => ({
  question: `Question ${order}?`,
  answer: `Answer ${order}.`,
  category: 'General',
  order,
  is_published: order !== 0 && order !== 6,
}))
const ROLES = [
  'Mentor',
  'Buyer',
  'Keeper',
  'Advisor',
  'Planner',
  'Lead',
  'Coach',
  'Designer',
  'Engineer',
  'Fitter',
].concat(['Guide', 'Helper', 'Inspector', 'Owner'])

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  for (const data of AWARDS) await t.payload.create({ collection: 'awards', data, overrideAccess: true })
  for (const data of STATS) await t.payload.create({ collection: 'stats', data, overrideAccess: true })
  for (const data of FAQS) await t.payload.create({ collection: 'faq-items', data, overrideAccess: true })
  for (const name of ROLES) await t.payload.create({ collection: 'job-roles', data: { name }, overrideAccess: true })
  const product = (slug: string, group: 'wholesale' | 'manufacturing', order: number, published = true) =>
    t.payload.create({
      collection: 'products',
      data: { name: slug, slug, tagline: `The ${slug}`, group, order, _status: published ? 'published' : 'draft' },
      draft: !published,
      overrideAccess: true,
    })
  await product('wms-late', 'wholesale', 2)
  await product('wms-unreleased', 'wholesale', 0, false)
  await product('wms-first', 'wholesale', 1)
  await product('mrp', 'manufacturing', 0)
})
afterAll(() => t?.close())

describe('public content lists longer than one page', () => {
  it('GET /api/content/awards returns every award in display order', async () => {
    const { awards } = await expectJson(await t.request('/api/content/awards'))
    expect(awards.map((a: { title: string }) => a.title)).toEqual(byOrder(AWARDS).map((a) => a.title))
  })

  it('GET /api/content/stats returns every stat in display order', async () => {
    const { stats } = await expectJson(await t.request('/api/content/stats'))
    expect(stats.map((s: { label: string }) => s.label)).toEqual(byOrder(STATS).map((s) => s.label))
  })
})

describe('GET /api/content/products?category=', () => {
  for (const as of ['anonymous', 'admin'] as const) {
    it(`shows ${as} only that group's published extensions, in order`, async () => {
      const body = await expectJson(await t.request('/api/content/products?category=wholesale', { as }))
      expect(body).toEqual({
        wholesale: [expect.objectContaining({ slug: 'wms-first' }), expect.objectContaining({ slug: 'wms-late' })],
      })
    })
  }

  it('leaves the draft out of the full listing too', async () => {
    const body = await expectJson(await t.request('/api/content/products', { as: 'admin' }))
    expect(body.wholesale.map((p: { slug: string }) => p.slug)).toEqual(['wms-first', 'wms-late'])
    expect(body.manufacturing.map((p: { slug: string }) => p.slug)).toEqual(['mrp'])
  })
})

describe('GET /api/faqs', () => {
  it('lists every published FAQ, in order, beyond one page', async () => {
    const { faqs } = await expectJson(await t.request('/api/faqs'))
    const published = byOrder(FAQS).filter((f) => f.is_published)
    expect(published.length).toBeGreaterThan(10)
    expect(faqs.map((f: { question: string }) => f.question)).toEqual(published.map((f) => f.question))
  })
})

describe('GET /api/faqs/admin/all', () => {
  it('lists every FAQ, drafts included, in order, beyond one page', async () => {
    const { faqs } = await expectJson(await t.request('/api/faqs/admin/all', { as: 'admin' }))
    expect(faqs.map((f: { question: string }) => f.question)).toEqual(byOrder(FAQS).map((f) => f.question))
    expect(faqs.filter((f: { is_published: boolean }) => !f.is_published)).toHaveLength(2)
  })
})

describe('GET /api/portal/leads/job-roles', () => {
  it('lists every job role by name, beyond one page', async () => {
    const { roles } = await expectJson(await t.request('/api/portal/leads/job-roles', { as: 'admin' }))
    expect(roles.map((r: { name: string }) => r.name)).toEqual([...ROLES].sort())
  })
})
