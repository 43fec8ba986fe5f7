import { describe, expect, it } from 'vitest'

import { formatMeeting, ukInstant, ukSpreadsheetTime, ukWallClock } from './uk-time'

describe('UK time', () => {
  it('turns a UK wall-clock time into its instant, in winter and in summer', () => {
    expect(new Date(ukInstant(2026, 1, 13, 10 * 60)).toISOString()).toBe('2026-01-13T10:00:00.000Z')
    expect(new Date(ukInstant(2026, 6, 16, 9 * 60 + 30)).toISOString()).toBe('2026-06-16T08:30:00.000Z')
    // The days after the clocks change (29 March and 25 October 2026).
    expect(new Date(ukInstant(2026, 3, 30, 9 * 60)).toISOString()).toBe('2026-03-30T08:00:00.000Z')
    expect(new Date(ukInstant(2026, 10, 26, 9 * 60)).toISOString()).toBe('2026-10-26T09:00:00.000Z')
  })

  it('reads the UK wall clock of an instant', () => {
    expect(ukWallClock(Date.parse('2026-07-01T23:30:05Z'))).toMatchObject({
      year: 2026,
      month: 7,
      day: 2,
      hour: 0,
      minute: 30,
      second: 5,
    })
    expect(ukWallClock(Date.parse('2026-12-31T23:30:00Z'))).toMatchObject({ year: 2026, month: 12, day: 31, hour: 23 })
  })

  it('writes a time for spreadsheets on the UK clock, minutes padded, nothing for no time', () => {
    expect(ukSpreadsheetTime('2026-12-01T14:30:00.000Z')).toBe('2026-12-01 14:30')
    expect(ukSpreadsheetTime('2026-07-01T23:05:59.000Z')).toBe('2026-07-02 00:05')
    expect(ukSpreadsheetTime('2026-03-09T08:07:00.000Z')).toBe('2026-03-09 08:07')
    expect(ukSpreadsheetTime(null)).toBe('')
    expect(ukSpreadsheetTime(undefined)).toBe('')
  })

  it('writes a meeting in the given zone, or in UK time when none is known', () => {
    expect(formatMeeting('2026-01-13T10:00:00.000Z', 'Europe/London')).toBe('Tuesday, 13 January 2026 at 10:00 GMT')
    expect(formatMeeting('2026-06-16T08:30:00.000Z', null)).toBe('Tuesday, 16 June 2026 at 09:30 BST')
    expect(formatMeeting('2026-01-13T15:00:00.000Z', 'America/New_York')).toBe(
      'Tuesday, 13 January 2026 at 10:00 GMT-5',
    )
  })
})
