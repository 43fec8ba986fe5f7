import { describe, expect, it } from 'vitest'

import { linksToBooking } from './placement'

describe('linksToBooking', () => {
  it('finds a button pointing at #book anywhere in the blocks', () => {
    const hero = { blockType: 'hero', primary_cta: { label: 'Book a 20-Minute Discovery Call', href: '#book' } }
    expect(linksToBooking([{ blockType: 'stat-grid' }, hero])).toBe(true)
  })

  it('ignores other links and empty pages', () => {
    expect(linksToBooking([{ blockType: 'hero', primary_cta: { href: '/contact' } }])).toBe(false)
    expect(linksToBooking([{ blockType: 'hero', primary_cta: { href: '#booking-terms' } }])).toBe(false)
    expect(linksToBooking(null)).toBe(false)
  })
})
