import { describe, expect, it } from 'vitest'

import {
  bookingWindow,
  DEFAULT_BOOKING_RULES,
  freeAdvisors,
  freeSlots,
  isOfficeSlot,
  nextSlots,
  officeSlots,
  roundRobin,
  slotProblem,
  SLOT_MS,
} from './slots'

const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()
const rules = DEFAULT_BOOKING_RULES

describe('officeSlots', () => {
  it('gives seventeen half-hour starts a working day, 09:00 to 17:00 London time', () => {
    // Monday 12 January 2026 (GMT)
    const day = officeSlots(at('2026-01-12T00:00:00Z'), at('2026-01-13T00:00:00Z'))
    expect(day).toHaveLength(17)
    expect(iso(day[0])).toBe('2026-01-12T09:00:00.000Z')
    expect(iso(day[16])).toBe('2026-01-12T17:00:00.000Z')
  })

  it('follows British Summer Time: 09:00 BST is 08:00 UTC', () => {
    const day = officeSlots(at('2026-06-15T00:00:00Z'), at('2026-06-16T00:00:00Z'))
    expect(iso(day[0])).toBe('2026-06-15T08:00:00.000Z')
    expect(iso(day[16])).toBe('2026-06-15T16:00:00.000Z')
  })

  it('moves by an hour in UTC across the spring clock change (Sunday 29 March 2026)', () => {
    const slots = officeSlots(at('2026-03-27T00:00:00Z'), at('2026-03-31T00:00:00Z'))
    expect(iso(slots[0])).toBe('2026-03-27T09:00:00.000Z')
    // Saturday and Sunday have none; Monday starts at 09:00 BST.
    expect(iso(slots[17])).toBe('2026-03-30T08:00:00.000Z')
    expect(slots).toHaveLength(34)
  })

  it('moves back across the autumn clock change (Sunday 25 October 2026)', () => {
    const slots = officeSlots(at('2026-10-23T00:00:00Z'), at('2026-10-27T00:00:00Z'))
    expect(iso(slots[0])).toBe('2026-10-23T08:00:00.000Z')
    expect(iso(slots[17])).toBe('2026-10-26T09:00:00.000Z')
  })

  it('has none on bank holidays: Good Friday, Easter Monday, Christmas and the Boxing Day substitute', () => {
    expect(officeSlots(at('2026-04-03T00:00:00Z'), at('2026-04-07T00:00:00Z'))).toEqual([])
    expect(officeSlots(at('2026-12-25T00:00:00Z'), at('2026-12-29T00:00:00Z'))).toEqual([])
  })
})

describe('isOfficeSlot and slotProblem', () => {
  const now = at('2026-01-12T10:10:00Z') // Monday 10:10 GMT

  it('accepts half-hour starts in office hours only', () => {
    expect(isOfficeSlot(at('2026-01-13T09:00:00Z'))).toBe(true)
    expect(isOfficeSlot(at('2026-01-13T17:00:00Z'))).toBe(true)
    expect(isOfficeSlot(at('2026-01-13T17:30:00Z'))).toBe(false)
    expect(isOfficeSlot(at('2026-01-13T08:30:00Z'))).toBe(false)
    expect(isOfficeSlot(at('2026-01-13T09:15:00Z'))).toBe(false)
    expect(isOfficeSlot(at('2026-01-13T09:00:01Z'))).toBe(false)
    // 09:00 UTC in June is 10:00 BST: fine; 08:00 UTC is 09:00 BST: fine; 16:30 UTC is 17:30 BST: closed.
    expect(isOfficeSlot(at('2026-06-16T08:00:00Z'))).toBe(true)
    expect(isOfficeSlot(at('2026-06-16T16:30:00Z'))).toBe(false)
    expect(isOfficeSlot(at('2026-01-17T10:00:00Z'))).toBe(false) // Saturday
    expect(isOfficeSlot(at('2026-04-06T10:00:00Z'))).toBe(false) // Easter Monday
    expect(isOfficeSlot(Number.NaN)).toBe(false)
  })

  it('names what is wrong: past, outside hours, too soon, too far', () => {
    expect(slotProblem(at('2026-01-12T10:00:00Z'), now, rules)).toBe('past')
    expect(slotProblem(at('2026-01-12T19:00:00Z'), now, rules)).toBe('outside_hours')
    // One business hour of notice: the earliest is 11:10, so 11:00 is too soon and 11:30 is fine.
    expect(slotProblem(at('2026-01-12T11:00:00Z'), now, rules)).toBe('too_soon')
    expect(slotProblem(at('2026-01-12T11:30:00Z'), now, rules)).toBeNull()
    // Three weeks ahead: Monday 2 February 10:00 is past the horizon, Friday 30 January is not.
    expect(slotProblem(at('2026-02-02T10:30:00Z'), now, rules)).toBe('too_far')
    expect(slotProblem(at('2026-01-30T10:30:00Z'), now, rules)).toBeNull()
  })

  it('counts the notice in business time: Friday 17:15 books Monday 10:00 at the earliest', () => {
    // 15 minutes of Friday, 45 of Monday
    const friday = at('2026-01-16T17:15:00Z')
    expect(iso(bookingWindow(friday, rules).from)).toBe('2026-01-19T09:45:00.000Z')
    expect(slotProblem(at('2026-01-19T09:30:00Z'), friday, rules)).toBe('too_soon')
    expect(slotProblem(at('2026-01-19T10:00:00Z'), friday, rules)).toBeNull()
  })

  it('takes the rules from the CMS', () => {
    expect(slotProblem(at('2026-01-12T11:00:00Z'), now, { noticeMinutes: 0, horizonDays: 1 })).toBeNull()
    expect(slotProblem(at('2026-01-14T11:00:00Z'), now, { noticeMinutes: 0, horizonDays: 1 })).toBe('too_far')
  })
})

describe('freeSlots and freeAdvisors', () => {
  const now = at('2026-01-12T07:00:00Z') // Monday before opening: earliest 10:00
  const oneDay = { noticeMinutes: 60, horizonDays: 1 }

  it('lists the slots of the window where an advisor is free', () => {
    const slots = freeSlots(now, oneDay, [1], [])
    expect(iso(slots[0])).toBe('2026-01-12T10:00:00.000Z')
    expect(slots).toHaveLength(15)
  })

  it('takes out booked meetings and block-outs, even ones that only overlap part of a slot', () => {
    const busy = [
      { advisor: 1, start: at('2026-01-12T10:00:00Z'), end: at('2026-01-12T10:30:00Z') },
      { advisor: 1, start: at('2026-01-12T12:15:00Z'), end: at('2026-01-12T14:00:00Z') },
    ]
    const slots = freeSlots(now, oneDay, [1], busy).map(iso)
    expect(slots).not.toContain('2026-01-12T10:00:00.000Z')
    expect(slots).toContain('2026-01-12T10:30:00.000Z')
    expect(slots).toContain('2026-01-12T11:30:00.000Z')
    expect(slots).not.toContain('2026-01-12T12:00:00.000Z')
    expect(slots).not.toContain('2026-01-12T13:30:00.000Z')
    expect(slots).toContain('2026-01-12T14:00:00.000Z')
  })

  it('keeps a slot while any advisor is free, and none without advisors', () => {
    const start = at('2026-01-12T10:00:00Z')
    const busy = [{ advisor: 1, start, end: start + SLOT_MS }]
    expect(freeAdvisors(start, [1, 2], busy)).toEqual([2])
    expect(freeSlots(now, oneDay, [1, 2], busy).map(iso)).toContain('2026-01-12T10:00:00.000Z')
    expect(freeSlots(now, oneDay, [], [])).toEqual([])
  })

  it('offers the next slots after a taken one', () => {
    const slots = freeSlots(now, oneDay, [1], [])
    expect(nextSlots(slots, at('2026-01-12T10:00:00Z'), 2).map(iso)).toEqual([
      '2026-01-12T10:30:00.000Z',
      '2026-01-12T11:00:00.000Z',
    ])
  })
})

describe('roundRobin', () => {
  it('starts after whoever had the latest booking and skips busy advisors', () => {
    expect(roundRobin([1, 2, 3], 1, [1, 2, 3])).toEqual([2, 3, 1])
    expect(roundRobin([1, 2, 3], 3, [1, 2, 3])).toEqual([1, 2, 3])
    expect(roundRobin([1, 2, 3], 2, [1, 2])).toEqual([1, 2])
    expect(roundRobin([1, 2, 3], null, [2, 3])).toEqual([2, 3])
    // An advisor who left the rotation: start from the beginning.
    expect(roundRobin(['a', 'b'], 'gone', ['a', 'b'])).toEqual(['a', 'b'])
  })
})
