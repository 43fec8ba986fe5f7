import { describe, expect, it } from 'vitest'

import { isOverdue, isWorkingDay, replyDueAt } from './office-hours'

/** London wall-clock times written with their UTC offset, so each case states the season. */
const due = (arrived: string) => replyDueAt(new Date(arrived)).toISOString()

describe('replyDueAt', () => {
  it('keeps the examples of the issue (winter, GMT)', () => {
    // Monday 12 January 2026
    expect(due('2026-01-12T10:00:00Z')).toBe('2026-01-13T10:00:00.000Z')
    // Friday 16:00 → Monday 16:00
    expect(due('2026-01-16T16:00:00Z')).toBe('2026-01-19T16:00:00.000Z')
    // Saturday → Monday 17:30
    expect(due('2026-01-17T11:00:00Z')).toBe('2026-01-19T17:30:00.000Z')
    // Monday 20:00 → clock starts Tuesday 09:00 → Tuesday 17:30
    expect(due('2026-01-12T20:00:00Z')).toBe('2026-01-13T17:30:00.000Z')
  })

  it('keeps the examples in summer time (BST, UTC+1)', () => {
    // Monday 15 June 2026, 10:00 BST
    expect(due('2026-06-15T09:00:00Z')).toBe('2026-06-16T09:00:00.000Z')
  })

  it('counts from 09:00 for something that arrives before opening', () => {
    expect(due('2026-01-12T07:15:00Z')).toBe('2026-01-12T17:30:00.000Z')
  })

  it('skips Good Friday and Easter Monday', () => {
    // Thursday 2 April 2026, 16:00 BST: 1 h 30 that day, then Tuesday 7 April 09:00 + 7 h → 16:00 BST
    expect(due('2026-04-02T15:00:00Z')).toBe('2026-04-07T15:00:00.000Z')
    expect(isWorkingDay(2026, 4, 3)).toBe(false)
    expect(isWorkingDay(2026, 4, 6)).toBe(false)
    expect(isWorkingDay(2026, 4, 7)).toBe(true)
  })

  it('skips Christmas, Boxing Day and its substitute day', () => {
    // Thursday 24 December 2026, 12:00: 5 h 30 that day; 25th, weekend and 28th (substitute) closed → Tue 29th 12:00
    expect(due('2026-12-24T12:00:00Z')).toBe('2026-12-29T12:00:00.000Z')
  })

  it('follows the spring clock change (last Sunday of March)', () => {
    // Friday 27 March 2026 16:00 GMT; Monday 30 March is BST: due 16:00 BST = 15:00 UTC
    expect(due('2026-03-27T16:00:00Z')).toBe('2026-03-30T15:00:00.000Z')
  })

  it('follows the autumn clock change (last Sunday of October)', () => {
    // Friday 23 October 2026 16:00 BST (15:00 UTC); Monday 26 October is GMT: due 16:00 GMT
    expect(due('2026-10-23T15:00:00Z')).toBe('2026-10-26T16:00:00.000Z')
  })

  it('is always later than the arrival and at most within office hours', () => {
    for (let h = 0; h < 24 * 14; h += 5) {
      const arrived = new Date(Date.UTC(2026, 2, 20) + h * 3_600_000)
      const dueAt = replyDueAt(arrived)
      expect(dueAt.getTime()).toBeGreaterThan(arrived.getTime())
    }
  })
})

describe('isOverdue', () => {
  const now = Date.parse('2026-01-13T12:00:00Z')
  it('is true only for new leads past their due time', () => {
    expect(isOverdue({ status: 'new', due_at: '2026-01-13T10:00:00Z' }, now)).toBe(true)
    expect(isOverdue({ status: 'new', due_at: '2026-01-13T13:00:00Z' }, now)).toBe(false)
    expect(isOverdue({ status: 'contacted', due_at: '2026-01-13T10:00:00Z' }, now)).toBe(false)
    expect(isOverdue({ status: 'new', due_at: null }, now)).toBe(false)
  })
})
