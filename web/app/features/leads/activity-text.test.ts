import { describe, expect, it } from 'vitest'

import { activityText } from './activity-text'

describe('activityText', () => {
  it('shows a change the server wrote as a sentence as the title', () => {
    expect(activityText({ type: 'value_changed', detail: 'Value set to £45,000' })).toEqual({
      title: 'Value set to £45,000',
      detail: '',
    })
    expect(activityText({ type: 'status_changed', detail: 'Status changed from New to Contacted' }).title).toBe(
      'Status changed from New to Contacted',
    )
    expect(activityText({ type: 'outcome_changed', detail: 'Marked Won, reason: Local support' }).title).toBe(
      'Marked Won, reason: Local support',
    )
    expect(activityText({ type: 'details_changed', detail: 'Phone set to 0161 496 0123' }).title).toBe(
      'Phone set to 0161 496 0123',
    )
    expect(activityText({ type: 'assigned', detail: 'Assigned to Ada' }).title).toBe('Assigned to Ada')
    // A sentence left empty falls back to the label.
    expect(activityText({ type: 'value_changed', detail: '' }).title).toBe('Value changed')
  })

  it('puts an older status change in words', () => {
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
    expect(activityText({ type: 'note', detail: 'Call back Thursday' })).toEqual({
      title: 'Note',
      detail: 'Call back Thursday',
    })
    expect(activityText({ type: 'contact_merged', detail: 'Contact a merged into b' }).title).toBe('Contacts merged')
  })

  it('puts an older outcome in words, with its reason as the detail', () => {
    expect(activityText({ type: 'outcome_changed', detail: 'won: Local support: fast' })).toEqual({
      title: 'Marked Won',
      detail: 'Local support: fast',
    })
    expect(activityText({ type: 'outcome_changed', detail: 'open' })).toEqual({ title: 'Marked Open', detail: '' })
  })
})
