import { describe, expect, it } from 'vitest'

import { balancedColumns, balancedGrid } from './balanced-grid'

describe('balancedColumns', () => {
  it('puts up to four cards on one row', () => {
    expect([1, 2, 3, 4].map((n) => balancedColumns(n))).toEqual([1, 2, 3, 4])
  })

  it('chooses three or four columns for the fuller last row', () => {
    expect(balancedColumns(5)).toBe(3) // 3 + 2, not 4 + 1
    expect(balancedColumns(6)).toBe(3)
    expect(balancedColumns(7)).toBe(4) // 4 + 3
    expect(balancedColumns(8)).toBe(4)
    expect(balancedColumns(9)).toBe(3)
    expect(balancedColumns(10)).toBe(4) // 4 + 4 + 2, not 3 + 3 + 3 + 1
    expect(balancedColumns(11)).toBe(4)
    expect(balancedColumns(12)).toBe(4)
  })

  it('keeps to three columns when asked, making four cards a 2 × 2', () => {
    expect(balancedColumns(4, 3)).toBe(2)
    expect(balancedColumns(5, 3)).toBe(3)
    expect(balancedColumns(3, 3)).toBe(3)
  })
})

describe('balancedGrid', () => {
  it('centres a short last row and sizes cards for the columns', () => {
    const grid = balancedGrid(2)
    expect(grid.list).toContain('justify-center')
    expect(grid.item).toContain('sm:w-[calc((100%-1.5rem)/2)]')
    expect(grid.item).not.toContain('lg:')
    expect(balancedGrid(1).item).toContain('max-w-xl')
    expect(balancedGrid(4).item).toContain('lg:w-[calc((100%-4.5rem)/4)]')
  })
})
