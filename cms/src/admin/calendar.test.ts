import { describe, expect, it } from 'vitest'

import { calendarWeeks, type CalendarEntry } from './calendar'

const entry = (iso: string, title = 'Post'): CalendarEntry => ({
  collection: 'posts',
  id: '1',
  type: 'publish',
  at: new Date(iso),
  title,
  kind: 'Post',
  href: '/admin/collections/posts/1',
  time: '',
})

describe('calendarWeeks', () => {
  it('starts on the Monday of the week and lists seven days a week', () => {
    const weeks = calendarWeeks([], new Date('2026-11-26T12:00:00Z'), 2)
    expect(weeks.map((w) => w.label)).toEqual(['Week of 23 Nov 2026', 'Week of 30 Nov 2026'])
    expect(weeks[0].days.map((d) => d.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(weeks[0].days[0].label).toBe('Mon 23 Nov')
  })

  it('files each entry under its UK day, in time order, across a clock change', () => {
    const weeks = calendarWeeks(
      [
        entry('2027-03-29T09:00:00Z', 'Later'),
        // 23:30 UTC on Sunday 28 March is 00:30 BST on Monday 29 March.
        entry('2027-03-28T23:30:00Z', 'Just after midnight'),
        entry('2027-03-27T10:00:00Z', 'Saturday'),
      ],
      new Date('2027-03-24T10:00:00Z'),
      2,
    )
    const day = (key: string) => weeks.flatMap((w) => w.days).find((d) => d.key === key)!
    expect(day('2027-03-29').entries.map((e) => e.title)).toEqual(['Just after midnight', 'Later'])
    expect(day('2027-03-27').entries.map((e) => e.title)).toEqual(['Saturday'])
    expect(day('2027-03-28').entries).toEqual([])
  })
})
