import { describe, expect, it } from 'vitest'

import { formatLongDate, formatPence, formatPounds, formatShortDate } from './format'

describe('format', () => {
  it('writes dates the British way', () => {
    expect(formatLongDate('2026-03-05T10:00:00Z')).toBe('5 March 2026')
    expect(formatShortDate('2026-03-05T10:00:00Z')).toBe('05/03/2026')
    expect(formatLongDate(null)).toBe('')
  })
  it('writes whole pounds and pence', () => {
    expect(formatPounds(6900)).toBe('£6,900')
    expect(formatPounds(287.5)).toBe('£288')
    expect(formatPence(138)).toBe('£138.00')
  })
})
