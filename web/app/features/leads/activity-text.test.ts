import { describe, expect, it } from 'vitest'

import { activityText } from './activity-text'

describe('activityText', () => {
  it('puts a status change in words', () => {
    expect(activityText({ type: 'status_changed', detail: 'new → contacted' })).toEqual({
      title: 'Status changed from New to Contacted',
      detail: '',
    })
  })

  it('labels the other entries and keeps their detail', () => {
    expect(activityText({ type: 'meeting_booked', detail: 'Discovery call booked for …' })).toEqual({
      title: 'Discovery call booked',
      detail: 'Discovery call booked for …',
    })
    expect(activityText({ type: 'note', detail: 'Call back Thursday' }).title).toBe('Note')
    // An old or odd status entry stays readable.
    expect(activityText({ type: 'status_changed', detail: 'qualified' })).toEqual({
      title: 'Status changed',
      detail: 'qualified',
    })
  })

  it('puts an outcome in words, with its reason as the detail', () => {
    expect(activityText({ type: 'outcome_changed', detail: 'won: Local support: fast' })).toEqual({
      title: 'Marked Won',
      detail: 'Local support: fast',
    })
    expect(activityText({ type: 'outcome_changed', detail: 'open' })).toEqual({ title: 'Marked Open', detail: '' })
  })
})
