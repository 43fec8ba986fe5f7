import { describe, expect, it } from 'vitest'

import { defaultScheduleType, describeUpcoming, pickedInstant, shownInPicker } from './schedule-picker'

describe('defaultScheduleType', () => {
  it('offers Publish for a document never published, and for one with a newer draft', () => {
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 0 })).toBe('publish')
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 3 })).toBe('publish')
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 1 })).toBe('publish')
  })

  it('offers Unpublish only for a published document without changes', () => {
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0 })).toBe('unpublish')
  })
})

describe('the picker clock', () => {
  const zone = 'Europe/London'
  it('shows UK wall-clock times and turns them back into the same instant, in winter and summer', () => {
    const cases: Array<[string, string]> = [
      ['2026-11-27T09:00:00.000Z', '09:00'],
      ['2027-06-01T08:30:00.000Z', '09:30'],
    ]
    for (const [iso, clock] of cases) {
      const shown = shownInPicker(new Date(iso), zone)
      expect(`${String(shown.getHours()).padStart(2, '0')}:${String(shown.getMinutes()).padStart(2, '0')}`).toBe(clock)
      expect(pickedInstant(shown, zone).toISOString()).toBe(iso)
    }
  })

  it('reads a picked 09:00 as 09:00 in London whatever the date', () => {
    expect(pickedInstant(new Date(2027, 5, 1, 9, 0), zone).toISOString()).toBe('2027-06-01T08:00:00.000Z')
    expect(pickedInstant(new Date(2026, 10, 27, 9, 0), zone).toISOString()).toBe('2026-11-27T09:00:00.000Z')
  })

  it('describes a planned publish in words and the 24-hour clock', () => {
    expect(describeUpcoming({ type: 'publish', at: new Date('2026-11-27T17:15:00Z') }, zone)).toBe(
      'Publish on 27 Nov 2026, 17:15',
    )
  })
})
