import { describe, expect, it, vi } from 'vitest'

import type { Api } from '~/lib/api'

import type { PageBlock } from './block-data'
import { loadPageContent } from './page-content'
import { selectProducts } from './product-selection'
import { contentNeeds } from './registry'

const fakeApi = (responses: Record<string, unknown>) => {
  const get = vi.fn(async (path: string) => {
    if (!(path in responses)) throw new Error(`unexpected ${path}`)
    const value = responses[path]
    if (value instanceof Error) throw value
    return value
  })
  return { api: { get } as unknown as Api, get }
}

describe('block data', () => {
  it('asks only for the content lists the blocks use', () => {
    expect(contentNeeds([{ blockType: 'hero', heading: 'x', show_award: false }])).toEqual({
      awards: false,
      stats: false,
      settings: false,
    })
    expect(
      contentNeeds([
        { blockType: 'hero', heading: 'x', show_award: true },
        { blockType: 'stat-grid', source: 'content' },
        { blockType: 'product-grid', source: 'featured' },
      ]),
    ).toEqual({ awards: true, stats: true, settings: false })
    expect(contentNeeds([{ blockType: 'stat-grid', source: 'fixed', items: [] }]).stats).toBe(false)
    expect(contentNeeds([{ blockType: 'hero', heading: 'x', call_button: true }]).settings).toBe(true)
    expect(
      contentNeeds([{ blockType: 'contact-form', heading: 'x', office_heading: 'y', partners_heading: 'z' }]).settings,
    ).toBe(true)
    expect(contentNeeds([{ blockType: 'awards' }, { blockType: 'company-details' }])).toEqual({
      awards: true,
      stats: false,
      settings: true,
    })
  })

  it('fetches the lists and leaves a failed one empty', async () => {
    const { api, get } = fakeApi({
      '/content/awards': new Error('down'),
      '/content/stats': { stats: [{ id: 1, value: '1', label: 'a' }] },
    })
    const blocks: PageBlock[] = [
      { blockType: 'hero', heading: 'x', show_award: true },
      { blockType: 'stat-grid', source: 'content' },
    ]
    const data = await loadPageContent(api, blocks, '/x')
    expect(data).toEqual({ path: '/x', awards: [], stats: [{ id: 1, value: '1', label: 'a' }], settings: null })
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('reads the published site settings, and their draft only in preview mode', async () => {
    const blocks: PageBlock[] = [{ blockType: 'hero', heading: 'x', call_button: true }]
    const published = fakeApi({ '/globals/site-settings?depth=1': { phone: '0100' } })
    expect((await loadPageContent(published.api, blocks, '/x')).settings).toEqual({ phone: '0100' })
    const draft = fakeApi({ '/globals/site-settings?depth=1&draft=true': { phone: '0200' } })
    expect((await loadPageContent(draft.api, blocks, '/x', true)).settings).toEqual({ phone: '0200' })
  })
})

describe('product grid selection', () => {
  const p = (slug: string, featured: boolean) => ({
    id: slug,
    slug,
    name: slug,
    tagline: '',
    description: '',
    icon: 'Package',
    group: 'manufacturing' as const,
    brand_color: 'blue-600' as const,
    featured,
  })
  const products = {
    manufacturing: [p('a', true), p('b', false)],
    wholesale: [p('c', true)],
    ecommerce: [],
    productivity: [],
    integrations: [],
  }

  it('picks the featured ones, one group, or every non-empty group', () => {
    expect(selectProducts(products, { source: 'featured' })[0].products.map((x) => x.slug)).toEqual(['a', 'c'])
    expect(
      selectProducts(products, { source: 'group', group: 'manufacturing' })[0].products.map((x) => x.slug),
    ).toEqual(['a', 'b'])
    expect(selectProducts(products, { source: 'all' }).map((s) => s.label)).toEqual([
      'Manufacturing',
      'Wholesale Distribution',
    ])
    expect(selectProducts(null, { source: 'all' })).toEqual([])
  })
})
