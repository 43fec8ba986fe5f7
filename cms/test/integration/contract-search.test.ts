import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EVERYONE, expectJson, expectProblem } from '../contract'
import { startTestServer, type TestServer } from '../harness'

let t: TestServer
let category: number
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})
beforeAll(async () => {
  t = await startTestServer()
  category = (await t.payload.create({ collection: 'categories', data: { name: 'Logistics' }, overrideAccess: true }))
    .id as number
  const faqs = [
    {
      question: 'What does consultancy cost?',
      answer: 'Hours are billed at £150 each.',
      category: 'Pricing',
      is_published: true,
    },
    {
      question: 'Is there a secret discount?',
      answer: 'Unpublished consultancy answer.',
      category: 'Pricing',
      is_published: false,
    },
  ]
  for (const data of faqs) await t.payload.create({ collection: 'faq-items', data, overrideAccess: true })
  await t.payload.create({
    collection: 'products',
    data: {
      name: 'Produmex WMS',
      slug: 'produmex-wms',
      tagline: 'Warehouse management',
      group: 'wholesale',
      _status: 'published',
    },
    overrideAccess: true,
  })
})
afterAll(() => t?.close())

type Hit = { type: string; title: string; url: string; snippet: string }
const search = async (q: string, as: (typeof EVERYONE)[number] = 'anonymous') =>
  (
    await expectJson<{ query: string; results: Hit[] }>(
      await t.request(`/api/search?q=${encodeURIComponent(q)}`, { as }),
    )
  ).results

describe('GET /api/search', () => {
  for (const as of EVERYONE) {
    it(`answers ${as} "how much does it cost" with the cost FAQ, and never a draft`, async () => {
      const results = await search('how much does it cost', as)
      expect(results[0]).toMatchObject({ type: 'FAQ', title: 'What does consultancy cost?' })
      expect(results[0]!.url).toBe(`/faqs?search=${encodeURIComponent('What does consultancy cost?')}`)
      expect(JSON.stringify(await search('consultancy discount secret', as))).not.toContain('Unpublished')
    })
  }

  it('finds extensions by synonyms and plurals', async () => {
    expect((await search('warehouses'))[0]).toMatchObject({ type: 'Extension', url: '/products/produmex-wms' })
  })

  it('rebuilds on publish: a new post appears, its later draft does not, unpublishing removes it', async () => {
    expect(await search('tachograph')).toEqual([])
    const post = await t.payload.create({
      collection: 'posts',
      data: {
        title: 'Tachograph records',
        excerpt: 'Keeping fleets legal.',
        content: paragraph('Drivers hours and records.') as never,
        category,
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect((await search('tachographs'))[0]).toMatchObject({ type: 'Post', title: 'Tachograph records' })
    await t.payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Refrigerated transport draft' },
      draft: true,
      overrideAccess: true,
    })
    expect(await search('refrigerated')).toEqual([])
    await t.payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(await search('tachograph')).toEqual([])
  })

  it('refuses a bad limit with a 400, and answers an empty query with no results', async () => {
    await expectProblem(await t.request('/api/search?q=cost&limit=500'), 400)
    await expectProblem(await t.request('/api/search?q=cost&limit=abc'), 400)
    expect(await search('')).toEqual([])
    expect((await search('x'.repeat(5000))).length).toBe(0)
  })
})
