import { afterEach, describe, expect, it } from 'vitest'

import { DEFAULT_PREFS, parsePrefs, readPrefs, savePrefs, toggleColumn } from './table-prefs'

describe('lead table preferences', () => {
  afterEach(() => window.localStorage.clear())

  it('default to every column and SPEC’s 5 rows a page', () => {
    expect(DEFAULT_PREFS.pageSize).toBe(5)
    expect(readPrefs(1)).toEqual(DEFAULT_PREFS)
  })

  it('are kept per user', () => {
    savePrefs(1, { columns: ['status'], pageSize: 50 })
    expect(readPrefs(1)).toEqual({ columns: ['status'], pageSize: 50 })
    expect(readPrefs(2)).toEqual(DEFAULT_PREFS)
  })

  it('drop what is not valid any more', () => {
    expect(parsePrefs({ columns: ['status', 'shoe_size'], pageSize: 7 })).toEqual({ columns: ['status'], pageSize: 5 })
    expect(parsePrefs('nonsense')).toEqual(DEFAULT_PREFS)
    window.localStorage.setItem('clearpath.leads-table.1', '{broken')
    expect(readPrefs(1)).toEqual(DEFAULT_PREFS)
  })

  it('toggle a column and keep the table order', () => {
    const without = toggleColumn(DEFAULT_PREFS, 'topic')
    expect(without.columns).not.toContain('topic')
    expect(toggleColumn(without, 'topic').columns).toEqual(DEFAULT_PREFS.columns)
  })
})
