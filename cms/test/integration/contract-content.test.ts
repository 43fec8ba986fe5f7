import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AWARDS, PRODUCTS, STATS, seedContent } from '../../../seed/src/demo/content'
import { PRODUCT_GROUPS } from '../../src/shared/constants'
import { startTestServer, type As, type TestServer } from '../harness'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  await seedContent(t.payload)
})
afterAll(() => t?.close())

const everyone: As[] = ['anonymous', 'user', 'admin', 'super_admin', 'inactive']

describe('GET /api/content/awards', () => {
  for (const as of everyone) {
    it(`answers ${as} with the awards in order`, async () => {
      const res = await t.request('/api/content/awards', { as })
      expect(res.status).toBe(200)
      const { awards } = await res.json()
      expect(awards.map((a: { title: string }) => a.title)).toEqual(AWARDS.map((a) => a.title))
      expect(Object.keys(awards[0]).sort()).toEqual(['description', 'id', 'issuer', 'title', 'year'])
    })
  }
})

describe('GET /api/content/stats', () => {
  it('lists the stats in order', async () => {
    const res = await t.request('/api/content/stats')
    expect(res.status).toBe(200)
    const { stats } = await res.json()
    expect(stats.map((s: { value: string }) => s.value)).toEqual(STATS.map((s) => s.value))
    expect(Object.keys(stats[0]).sort()).toEqual(['id', 'label', 'value'])
  })
})

describe('GET /api/content/products', () => {
  it('groups every product under its group, none empty', async () => {
    const res = await t.request('/api/content/products')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Object.keys(body)).toEqual([...PRODUCT_GROUPS])
    for (const group of PRODUCT_GROUPS) expect(body[group].length).toBeGreaterThan(0)
    const all = PRODUCT_GROUPS.flatMap((group) => body[group])
    expect(all).toHaveLength(PRODUCTS.length)
    expect(all.map((p: { slug: string }) => p.slug)).toEqual(PRODUCTS.map((p) => p.slug))
  })

  it('gives each item the documented fields', async () => {
    const { manufacturing } = await (await t.request('/api/content/products')).json()
    expect(manufacturing[0]).toMatchObject({
      slug: 'beas-manufacturing',
      name: 'Beas Manufacturing',
      icon: 'Factory',
      group: 'manufacturing',
      brand_color: 'blue-600',
      featured: true,
    })
    expect(Object.keys(manufacturing[0]).sort()).toEqual(
      ['brand_color', 'description', 'featured', 'group', 'icon', 'id', 'name', 'slug', 'tagline'].sort(),
    )
  })

  it('marks the six home-page add-ons as featured', async () => {
    const body = await (await t.request('/api/content/products')).json()
    const featured = PRODUCT_GROUPS.flatMap((g) => body[g]).filter((p: { featured: boolean }) => p.featured)
    expect(featured.map((p: { slug: string }) => p.slug).sort()).toEqual(
      [
        'beas-manufacturing',
        'netronic-manufacturing',
        'produmex-wms',
        'produmex-scan',
        'focuspoint',
        'bpa-platform',
      ].sort(),
    )
  })

  for (const group of PRODUCT_GROUPS) {
    it(`?category=${group} returns only that group`, async () => {
      const res = await t.request(`/api/content/products?category=${group}`)
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(Object.keys(body)).toEqual([group])
      expect(body[group].every((p: { group: string }) => p.group === group)).toBe(true)
    })
  }

  it('refuses an unknown category with 400 and a detail', async () => {
    const res = await t.request('/api/content/products?category=gardening')
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.detail).toMatch(/Unknown category/)
    expect(body.errors).toEqual({ category: expect.stringMatching(/^Unknown category\. Use one of: manufacturing/) })
  })
})

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI document of the contract', async () => {
    const res = await t.request('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(
      doc.paths['/forms/contact'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeDefined()
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(25)
  })
})
