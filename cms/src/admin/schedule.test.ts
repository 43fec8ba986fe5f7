import { describe, expect, it } from 'vitest'

import { describeSchedule, nextByDocument, type Schedule, endsScheduledPublish } from './schedule'

describe('describeSchedule', () => {
  it('says what happens when, in UK time with a 24-hour clock', () => {
    expect(describeSchedule({ type: 'publish', at: new Date('2026-11-27T09:00:00Z') })).toBe(
      'Publishes 27 Nov 2026, 09:00',
    )
    // British Summer Time: 08:30 UTC is 09:30 in London.
    expect(describeSchedule({ type: 'unpublish', at: new Date('2027-06-01T08:30:00Z') })).toBe(
      'Unpublishes 1 Jun 2027, 09:30',
    )
  })
})

describe('nextByDocument', () => {
  it('keeps the soonest schedule of each document', () => {
    const at = (iso: string) => new Date(iso)
    const schedules: Schedule[] = [
      { collection: 'posts', id: '1', type: 'unpublish', at: at('2026-12-10T09:00:00Z') },
      { collection: 'posts', id: '1', type: 'publish', at: at('2026-12-01T09:00:00Z') },
      { collection: 'pages', id: '1', type: 'publish', at: at('2026-12-05T09:00:00Z') },
    ]
    const next = nextByDocument(schedules)
    expect(next.get('posts:1')?.type).toBe('publish')
    expect(next.get('pages:1')?.at).toEqual(at('2026-12-05T09:00:00Z'))
    expect(next.size).toBe(2)
  })
})

describe('endsScheduledPublish', () => {
  it('is publishing (draft flag or not) and unpublishing, never a draft save', () => {
    expect(endsScheduledPublish({ _status: 'published' }, undefined)).toBe(true)
    expect(endsScheduledPublish({ _status: 'published' }, true)).toBe(true)
    expect(endsScheduledPublish({ _status: 'draft' }, undefined)).toBe(true)
    expect(endsScheduledPublish({ _status: 'draft' }, true)).toBe(false)
    expect(endsScheduledPublish({ _status: 'draft' }, 'true')).toBe(false)
    expect(endsScheduledPublish({ title: 'x' }, undefined)).toBe(false)
    expect(endsScheduledPublish(undefined, undefined)).toBe(false)
  })
})
