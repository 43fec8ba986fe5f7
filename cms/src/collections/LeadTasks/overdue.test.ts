import { describe, expect, it } from 'vitest'

import { isTaskOverdue, needsReminder } from './overdue'

const now = Date.parse('2026-11-26T10:00:00Z')

describe('isTaskOverdue', () => {
  it('is past due and not done', () => {
    expect(isTaskOverdue({ due_at: '2026-11-26T09:59:59Z' }, now)).toBe(true)
    expect(isTaskOverdue({ due_at: '2026-11-26T10:00:00Z' }, now)).toBe(false) // due this instant: not yet
    expect(isTaskOverdue({ due_at: '2026-11-26T11:00:00Z' }, now)).toBe(false)
    expect(isTaskOverdue({ due_at: '2026-11-25T09:00:00Z', done_at: '2026-11-25T10:00:00Z' }, now)).toBe(false)
  })
})

describe('needsReminder', () => {
  it('picks the overdue tasks whose owner was not reminded yet', () => {
    const tasks = [
      { id: 1, due_at: '2026-11-26T08:00:00Z' },
      { id: 2, due_at: '2026-11-26T08:00:00Z', overdue_notified_at: '2026-11-26T08:05:00Z' },
      { id: 3, due_at: '2026-11-26T08:00:00Z', done_at: '2026-11-26T08:30:00Z' },
      { id: 4, due_at: '2026-11-27T08:00:00Z' },
      { id: 5, due_at: '2026-11-20T08:00:00Z', done_at: null, overdue_notified_at: null },
    ]
    expect(needsReminder(tasks, now).map((t) => t.id)).toEqual([1, 5])
  })
})
