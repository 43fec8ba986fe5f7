import { describe, expect, it } from 'vitest'

import { slugify, uniqueSlug } from './slugify'

describe('slugify', () => {
  it('joins lower-case words with hyphens', () => {
    expect(slugify('  SAP Business One: 5 Signs You Have Outgrown QuickBooks! ')).toBe(
      'sap-business-one-5-signs-you-have-outgrown-quickbooks',
    )
  })
  it('spells out ampersands and drops accents', () => {
    expect(slugify('Cafés & Bars')).toBe('cafes-and-bars')
  })
  it('gives an empty string for text with no letters or digits', () => {
    expect(slugify('!!!')).toBe('')
  })
})

describe('uniqueSlug', () => {
  it('appends the first free number', async () => {
    const taken = new Set(['guide', 'guide-2'])
    expect(await uniqueSlug('guide', async (s) => taken.has(s))).toBe('guide-3')
  })
  it('falls back to "post" for an empty base', async () => {
    expect(await uniqueSlug('', async () => false)).toBe('post')
  })
})
