import { describe, expect, it } from 'vitest'

import { formatMeeting, groupByDay, ukTimeToIso, UK_SLOT_TIMES, zoneName } from './slot-days'

describe('groupByDay', () => {
  const slots = ['2026-06-15T08:00:00.000Z', '2026-06-15T16:00:00.000Z', '2026-06-16T08:00:00.000Z']

  it('shows UK slots in the visitor’s own zone, split by their calendar day', () => {
    const london = groupByDay(slots, 'Europe/London')
    expect(london.map((d) => d.label)).toEqual(['Mon 15 Jun', 'Tue 16 Jun'])
    expect(london[0].times.map((t) => t.label)).toEqual(['09:00', '17:00'])
    // Sydney (UTC+10 in June): 17:00 BST Monday is 01:00 Tuesday there.
    const sydney = groupByDay(slots, 'Australia/Sydney')
    expect(sydney.map((d) => d.label)).toEqual(['Mon 15 Jun', 'Tue 16 Jun'])
    expect(sydney[1].times.map((t) => t.label)).toEqual(['02:00', '18:00'])
    expect(groupByDay(slots, 'America/New_York')[0].times[0]).toEqual({ start: slots[0], label: '04:00' })
  })

  it('follows each zone’s own clock change', () => {
    // 09:00 London on Friday 27 March (GMT) and Monday 30 March (BST): New York is on EDT for both.
    const days = groupByDay(['2026-03-27T09:00:00.000Z', '2026-03-30T08:00:00.000Z'], 'America/New_York')
    expect(days.map((d) => d.times[0].label)).toEqual(['05:00', '04:00'])
  })
})

describe('ukTimeToIso', () => {
  it('reads UK wall-clock time in winter and in summer', () => {
    expect(ukTimeToIso('2026-01-13', '10:00')).toBe('2026-01-13T10:00:00.000Z')
    expect(ukTimeToIso('2026-06-16', '09:30')).toBe('2026-06-16T08:30:00.000Z')
    // The Monday after each clock change.
    expect(ukTimeToIso('2026-03-30', '09:00')).toBe('2026-03-30T08:00:00.000Z')
    expect(ukTimeToIso('2026-10-26', '09:00')).toBe('2026-10-26T09:00:00.000Z')
  })

  it('gives null for what is not a date or a time', () => {
    expect(ukTimeToIso('', '10:00')).toBeNull()
    expect(ukTimeToIso('2026-01-13', '')).toBeNull()
    expect(ukTimeToIso('13/01/2026', '10:00')).toBeNull()
  })
})

describe('labels', () => {
  it('lists the UK starts and names zones plainly', () => {
    expect(UK_SLOT_TIMES[0]).toBe('09:00')
    expect(UK_SLOT_TIMES.at(-1)).toBe('17:00')
    expect(UK_SLOT_TIMES).toHaveLength(17)
    expect(zoneName('America/New_York')).toBe('New York')
    expect(zoneName('Europe/London')).toBe('UK')
    expect(formatMeeting('2026-06-16T08:30:00.000Z', 'Europe/London')).toBe('Tuesday, 16 June 2026 at 09:30 BST')
  })
})
