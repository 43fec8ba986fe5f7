import { describe, expect, it } from 'vitest'

import { DEFAULT_LEAD_SORT, LEAD_SORTS, leadSortFields, sortByAdvisor } from './lead-filters'

describe('leadSortFields', () => {
  it('sorts a column by its fields, in its direction, newest first among equals', () => {
    expect(leadSortFields('company')).toEqual(['company', '-createdAt'])
    expect(leadSortFields('-company')).toEqual(['-company', '-createdAt'])
    expect(leadSortFields('contact')).toEqual(['first_name', 'last_name', '-createdAt'])
    expect(leadSortFields('-advisor')).toEqual(['-createdAt'])
    expect(leadSortFields('reply_due')).toEqual(['due_at', '-createdAt'])
  })

  it('sorts by arrival alone when that is the column, newest first by default (SPEC §2)', () => {
    expect(leadSortFields(DEFAULT_LEAD_SORT)).toEqual(['-createdAt'])
    expect(leadSortFields('created')).toEqual(['createdAt'])
  })

  it('offers every column both ways', () => {
    expect(LEAD_SORTS).toHaveLength(14)
    expect(LEAD_SORTS).toContain('-status')
    expect(LEAD_SORTS).toContain('topic')
  })

  it('orders the advisor column by name, case ignored, unassigned last, equals as given', () => {
    const rows = [
      { id: 1, name: 'sam Patel' },
      { id: 2, name: '' },
      { id: 3, name: 'Ada King' },
      { id: 4, name: 'Sam Patel' },
      { id: 5, name: '' },
    ]
    const ids = (sorted: typeof rows) => sorted.map((r) => r.id)
    expect(ids(sortByAdvisor(rows, (r) => r.name, 'advisor'))).toEqual([3, 1, 4, 2, 5])
    expect(ids(sortByAdvisor(rows, (r) => r.name, '-advisor'))).toEqual([1, 4, 3, 2, 5])
    expect(ids(sortByAdvisor(rows, (r) => r.name, 'company'))).toEqual([1, 2, 3, 4, 5])
  })
})
