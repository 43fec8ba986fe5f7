import { describe, expect, it } from 'vitest'

import { formatDateTime, formatLongDate, formatPence, formatPounds, formatShortDate } from './format'

describe('format', () => {
  it('writes dates the British way', () => {
    expect(formatLongDate('2026-03-05T10:00:00Z')).toBe('5 March 2026')
    expect(formatShortDate('2026-03-05T10:00:00Z')).toBe('05/03/2026')
    expect(formatLongDate(null)).toBe('')
  })
  it('writes a date and time in words, in UK time, with the year only when it is not this one', () => {
    const now = Date.parse('2026-11-27T12:00:00Z')
    expect(formatDateTime('2026-12-01T14:30:00Z', now)).toBe('Tue 1 Dec, 14:30')
    expect(formatDateTime('2026-07-01T08:05:00Z', now)).toBe('Wed 1 Jul, 09:05')
    expect(formatDateTime('2027-07-01T14:30:00Z', now)).toBe('Thu 1 Jul 2027, 15:30')
    // A New Year's Eve call, seen after midnight, names its year.
    expect(formatDateTime('2026-12-31T23:30:00Z', Date.parse('2027-01-01T00:30:00Z'))).toBe('Thu 31 Dec 2026, 23:30')
    expect(formatDateTime(null)).toBe('')
  })
  it('writes whole pounds and pence', () => {
    expect(formatPounds(6900)).toBe('£6,900')
    expect(formatPounds(287.5)).toBe('£288')
    expect(formatPence(138)).toBe('£138.00')
  })
})
