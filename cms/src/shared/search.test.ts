import { describe, expect, it } from 'vitest'

import {
  buildIndex,
  matchingIds,
  processQueryTerm,
  processTerm,
  searchIndex,
  singular,
  snippet,
  tokenize,
  type SearchDoc,
} from './search'

const DOCS: SearchDoc[] = [
  {
    id: 'faq-cost',
    type: 'FAQ',
    title: 'What does consultancy cost?',
    url: '/faqs',
    text: 'Consultancy is billed by the hour at £150, less with a service-hours bundle.',
  },
  {
    id: 'page-erp',
    type: 'Page',
    title: 'SAP Business One',
    url: '/sap-business-one',
    text: 'Grow your business without outgrowing your ERP. One system for finance, sales and stock.',
  },
  {
    id: 'page-hours',
    type: 'Page',
    title: 'Service hours',
    url: '/service-hours',
    text: 'Bundles of support hours at a lower price than pay-as-you-go.',
  },
  {
    id: 'post-implementation',
    type: 'Post',
    title: 'What to expect from an implementation',
    url: '/blog/implementation',
    text: 'Discovery, design, delivery and support: eight to twelve weeks for most companies.',
  },
  {
    id: 'ext-wms',
    type: 'Extension',
    title: 'Produmex WMS',
    url: '/products/produmex-wms',
    text: 'Warehouse management for distributors: batches, serial numbers and scanning.',
  },
]

const index = buildIndex(DOCS)
const urls = (query: string) => searchIndex(index, query).map((hit) => hit.url)

describe('site search matching', () => {
  it('finds the cost FAQ for "how much does it cost", "price" and "pricing"', () => {
    expect(urls('how much does it cost')[0]).toBe('/faqs')
    expect(urls('how much')).toContain('/faqs')
    expect(urls('price')).toEqual(expect.arrayContaining(['/faqs', '/service-hours']))
    expect(urls('pricing')).toContain('/faqs')
  })

  it('takes ERP, SAP B1 and B1 for SAP Business One', () => {
    for (const query of ['ERP', 'SAP B1', 'b1', 'sap business one']) expect(urls(query)[0]).toBe('/sap-business-one')
  })

  it('tolerates plurals and typos, and a half-typed last word', () => {
    expect(urls('implementations')[0]).toBe('/blog/implementation')
    expect(urls('implmentation')[0]).toBe('/blog/implementation')
    expect(urls('warehouses')).toContain('/products/produmex-wms')
    expect(urls('company')).toContain('/blog/implementation')
    expect(urls('produ')).toContain('/products/produmex-wms')
  })

  it('ranks a title match above a passing mention', () => {
    expect(urls('service hours')[0]).toBe('/service-hours')
  })

  it('shows title, type and a snippet around the match', () => {
    const [hit] = searchIndex(index, 'warehouse')
    expect(hit).toEqual({
      type: 'Extension',
      title: 'Produmex WMS',
      url: '/products/produmex-wms',
      snippet: 'Warehouse management for distributors: batches, serial numbers and scanning.',
    })
  })

  it('finds nothing for an empty query or words that appear nowhere', () => {
    expect(searchIndex(index, '   ')).toEqual([])
    expect(searchIndex(index, 'zebra')).toEqual([])
  })

  it('filters a list the same way (the FAQ page)', () => {
    expect(matchingIds(DOCS, 'how much')).toEqual(['faq-cost', 'page-hours'])
    expect(matchingIds(DOCS, '')).toHaveLength(DOCS.length)
  })
})

describe('search words', () => {
  it('drops plurals', () => {
    expect(['companies', 'processes', 'costs', 'boxes', 'business', 'status'].map(singular)).toEqual([
      'company',
      'process',
      'cost',
      'box',
      'business',
      'status',
    ])
  })

  it('joins phrases and merges synonyms', () => {
    expect(tokenize('How much is SAP Business One?').map(processTerm)).toEqual(['cost', null, 'sapb1'])
    expect(processTerm('prices')).toEqual(['price', '~cost'])
    expect(processQueryTerm('prices')).toEqual(['price', 'cost', '~cost'])
    expect(processQueryTerm('cost')).toEqual(['cost', '~cost'])
    expect(processTerm('the')).toBeNull()
  })

  it('cuts a long text around the first matched word', () => {
    const text = `${'Intro words here. '.repeat(20)}The price of support is listed. ${'More words. '.repeat(20)}`
    const cut = snippet(text, ['cost'])
    expect(cut.startsWith('… ')).toBe(true)
    expect(cut.endsWith(' …')).toBe(true)
    expect(cut).toContain('The price of support')
    expect(cut.length).toBeLessThanOrEqual(166)
  })
})
