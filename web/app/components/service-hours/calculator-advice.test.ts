import { describe, expect, it } from 'vitest'

import { calculate } from '@shared/pricing'

import { ADVICE, calculatorAdvice } from './calculator-advice'

describe('calculatorAdvice', () => {
  it('asks for hours when none (or nonsense) are entered', () => {
    for (const hours of [0, -5, Number.NaN])
      expect(calculatorAdvice(hours, 24)).toEqual({ kind: 'enter-hours', message: ADVICE.enterHours })
  })

  it("suggests the smallest bundle holding the hours, with that bundle's own price", () => {
    expect(calculatorAdvice(1, 24).message).toBe(
      'Suggested bundle: Starter (25 hours), £156 a month over 24 months at £150.00/h',
    )
    expect(calculatorAdvice(26, 24).message).toBe(
      'Suggested bundle: Growth (50 hours), £288 a month over 24 months at £138.00/h',
    )
    expect(calculatorAdvice(200, 12).message).toBe(
      'Suggested bundle: Enterprise (200 hours), £2,050 a month over 12 months at £123.00/h',
    )
  })

  it('for 120 hours over 36 months prices Enterprise at about £683 and says the £440 figure is not a bundle price', () => {
    const advice = calculatorAdvice(120, 36)
    expect(calculate(120, 36).subscriptionMonthly).toBe(440)
    expect(advice).toMatchObject({ kind: 'bundle', bundle: { name: 'Enterprise' } })
    expect(advice.message).toBe('Suggested bundle: Enterprise (200 hours), £683 a month over 36 months at £123.00/h')
    expect(advice.kind === 'bundle' && advice.note).toBe(
      "The subscription figure above is not a bundle price: it is your 120 hours paid as you go at the Scale bundle's rate (£132.00/h, 12% off).",
    )
  })

  it("adds no note when the hours are a bundle size at that bundle's discount, so the figures are one price", () => {
    for (const hours of [25, 50, 100, 200]) {
      const advice = calculatorAdvice(hours, 24)
      expect(advice.kind === 'bundle' && advice.note).toBeNull()
      expect(advice.kind === 'bundle' && advice.price.monthly).toBe(calculate(hours, 24).subscriptionMonthly)
    }
    expect(calculatorAdvice(30, 24)).toMatchObject({
      note: "The subscription figure above is not a bundle price: it is your 30 hours paid as you go at the Starter bundle's rate (£150.00/h, no discount).",
    })
  })

  it('offers a custom plan above 200 hours, and says when the number is beyond the calculator', () => {
    expect(calculatorAdvice(201, 24)).toEqual({ kind: 'custom', message: `201 hours are ${ADVICE.custom}` })
    expect(calculatorAdvice(1000, 24).message).toBe(`1,000 hours are ${ADVICE.custom}`)
    expect(calculatorAdvice(1001, 24).message).toBe(`1,001 hours are ${ADVICE.beyondRange}`)
    expect(ADVICE.custom).toContain(
      'more than our largest bundle (Enterprise, 200 hours): talk to us about a custom plan',
    )
  })
})
