import { describe, expect, it } from 'vitest'

import { ADVICE, calculatorAdvice } from './calculator-advice'

describe('calculatorAdvice', () => {
  it('asks for hours when none (or nonsense) are entered', () => {
    for (const hours of [0, -5, Number.NaN])
      expect(calculatorAdvice(hours)).toEqual({ kind: 'enter-hours', message: ADVICE.enterHours })
  })

  it('suggests the smallest bundle holding the hours, up to the largest bundle', () => {
    expect(calculatorAdvice(1)).toMatchObject({ kind: 'bundle', message: 'Suggested bundle: Starter (25 hours)' })
    expect(calculatorAdvice(26)).toMatchObject({ kind: 'bundle', message: 'Suggested bundle: Growth (50 hours)' })
    expect(calculatorAdvice(200)).toMatchObject({ kind: 'bundle', message: 'Suggested bundle: Enterprise (200 hours)' })
  })

  it('offers a custom plan above 200 hours, and says when the number is beyond the calculator', () => {
    expect(calculatorAdvice(201)).toEqual({ kind: 'custom', message: `201 hours are ${ADVICE.custom}` })
    expect(calculatorAdvice(1000).message).toBe(`1,000 hours are ${ADVICE.custom}`)
    expect(calculatorAdvice(1001).message).toBe(`1,001 hours are ${ADVICE.beyondRange}`)
    expect(ADVICE.custom).toContain(
      'more than our largest bundle (Enterprise, 200 hours): talk to us about a custom plan',
    )
  })
})
