import { describe, expect, it } from 'vitest'

import { isTrackingParam, keyQuery } from './cache-query'

const query = (search: string, declared: readonly string[]) => keyQuery(new URLSearchParams(search), declared)

describe('isTrackingParam', () => {
  it('knows campaign tags and click ids, whatever their case', () => {
    for (const name of [
      'utm_source',
      'utm_anything',
      'UTM_Campaign',
      'gclid',
      'GCLID',
      'fbclid',
      'msclkid',
      '_ga',
      'li_fat_id',
    ])
      expect(isTrackingParam(name), name).toBe(true)
  })

  it('leaves parameters a page reads alone', () => {
    for (const name of ['page', 'search', 'category', 'topic', 'utm', 'gclidx'])
      expect(isTrackingParam(name), name).toBe(false)
  })
})

describe('keyQuery', () => {
  it('keeps only the declared parameters, sorted, values in order', () => {
    expect(query('page=2&zzz=1&category=News&page=3', ['page', 'category'])).toBe('category=News&page=2&page=3')
  })

  it('drops every parameter of a route that declares none', () => {
    expect(query('gclid=abc&foo=bar', [])).toBe('')
  })

  it('drops click ids and campaign tags even where a route declares them', () => {
    expect(query('utm_source=linkedin&gclid=abc&search=erp', ['utm_source', 'gclid', 'search'])).toBe('search=erp')
  })

  it('gives an ad click the key of its clean address', () => {
    const click = 'utm_source=linkedin&utm_medium=paid&gclid=Cj0KCQ&fbclid=IwAR&msclkid=9f&category=News'
    expect(query(click, ['search', 'category', 'page'])).toBe(query('category=News', ['search', 'category', 'page']))
  })

  it('keeps an empty declared value apart from its absence', () => {
    expect(query('search=', ['search'])).toBe('search=')
  })
})
