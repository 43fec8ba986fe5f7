import { describe, expect, it } from 'vitest'

import { estimateHref, quoteFromParams } from './estimate'

describe('estimate links', () => {
  it('builds the shared contact URL', () => {
    expect(estimateHref(120, 12)).toBe('/contact?topic=SAP%20Business%20One&hours=120&term=12#contact-form')
  })

  it('reads a valid estimate and ignores a bad one', () => {
    expect(quoteFromParams(new URLSearchParams('hours=120&term=12'))).toEqual({ hours: 120, term_months: 12 })
    for (const bad of [
      'hours=0&term=12',
      'hours=1001&term=12',
      'hours=12.5&term=12',
      'hours=10&term=18',
      'hours=10',
      '',
    ])
      expect(quoteFromParams(new URLSearchParams(bad)), bad).toBeNull()
  })
})
