import { describe, expect, it } from 'vitest'

import { barLayout, dayLabel, labelledDays, roundTicks } from './chart'

describe('dayLabel', () => {
  it('writes a report day as a UK office does', () => {
    expect(dayLabel('2026-10-29')).toBe('29 Oct')
    expect(dayLabel('2026-03-01')).toBe('1 Mar')
  })
})

describe('roundTicks', () => {
  it('starts at 0 and ends at a round value at or above the most', () => {
    expect(roundTicks(0)).toEqual([0, 1])
    expect(roundTicks(1)).toEqual([0, 1])
    expect(roundTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(roundTicks(10)).toEqual([0, 2, 4, 6, 8, 10])
    expect(roundTicks(37)).toEqual([0, 10, 20, 30, 40])
    expect(roundTicks(1234)).toEqual([0, 500, 1000, 1500])
  })
})

describe('labelledDays', () => {
  it('labels the first and last day and two evenly between, few enough for a phone', () => {
    expect(labelledDays(1)).toEqual([0])
    expect(labelledDays(7)).toEqual([0, 2, 4, 6])
    expect(labelledDays(30)).toEqual([0, 10, 19, 29])
    expect(labelledDays(90)).toEqual([0, 30, 59, 89])
  })
})

describe('barLayout', () => {
  it('gives one day a visible bar, and ninety days bars with a gap', () => {
    const one = barLayout(1, 600)
    expect(one.width).toBeGreaterThanOrEqual(24)
    expect(one.x(0) + one.width / 2).toBeCloseTo(300)
    const ninety = barLayout(90, 600)
    expect(ninety.width).toBeGreaterThan(3)
    expect(ninety.x(1) - ninety.x(0) - ninety.width).toBeGreaterThan(0)
    expect(ninety.x(89) + ninety.width).toBeLessThanOrEqual(600)
  })
})
