import { describe, expect, it } from 'vitest'

import { paginate } from './paginate'

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

describe('paginate', () => {
  it('cuts a page and counts the pages', () => {
    expect(paginate(letters, 2, 5)).toEqual({ items: ['f', 'g'], page: 2, totalPages: 2, from: 6, to: 7, total: 7 })
  })
  it('clamps pages past either end', () => {
    expect(paginate(letters, 9, 5).page).toBe(2)
    expect(paginate(letters, 0, 5).page).toBe(1)
    expect(paginate(letters, Number.NaN, 5).page).toBe(1)
  })
  it('has one empty page for an empty list', () => {
    expect(paginate([], 1, 5)).toEqual({ items: [], page: 1, totalPages: 1, from: 0, to: 0, total: 0 })
  })
})
