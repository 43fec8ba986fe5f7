import { describe, expect, it } from 'vitest'

import { ADVICE, calculatorAdvice, SLIDER_NOTE } from './calculator-advice'

describe('calculatorAdvice', () => {
  it('asks for hours when none (or nonsense) are entered', () => {
    for (const hours of [0, -5, Number.NaN])
      expect(calculatorAdvice(hours, 24)).toEqual({ kind: 'enter-hours', message: ADVICE.enterHours })
  })

  it('says the words of the issue for 120 hours over 24 months', () => {
    expect(calculatorAdvice(120, 24).message).toBe(
      '120 hours: Subscription at £660 a month is cheapest; Enterprise starts at 200 hours',
    )
  })

  it('names a bundle the size of the hours, and the next discount', () => {
    expect(calculatorAdvice(1, 24).message).toBe(
      '1 hour: Subscription at £6 a month is cheapest; Growth starts at 50 hours',
    )
    expect(calculatorAdvice(25, 24).message).toBe(
      '25 hours: the Starter bundle at £156 a month is cheapest; Growth starts at 50 hours',
    )
    expect(calculatorAdvice(100, 12).message).toBe(
      '100 hours: the Scale bundle at £1,100 a month is cheapest; Enterprise starts at 200 hours',
    )
  })

  it('says why a bigger bundle is cheaper than the hours typed', () => {
    expect(calculatorAdvice(48, 24).message).toBe(
      '48 hours: the Growth bundle (50 hours) at £288 a month is cheapest: 50 hours at 8% off cost less than 48 at £150.00/h (£300 a month)',
    )
  })

  it('prices every hour from 200 to 1,000 at the best rate, and only beyond that asks for a custom plan', () => {
    expect(calculatorAdvice(200, 12).message).toBe(
      '200 hours: the Enterprise bundle at £2,050 a month is cheapest, every hour at our best rate (£123.00/h, 18% off)',
    )
    expect(calculatorAdvice(1000, 24)).toMatchObject({
      kind: 'cheapest',
      message:
        '1,000 hours: Subscription at £5,125 a month is cheapest, every hour at our best rate (£123.00/h, 18% off)',
    })
    expect(calculatorAdvice(1001, 24)).toEqual({ kind: 'custom', message: `1,001 hours are ${ADVICE.beyondRange}` })
  })

  it('says under the slider how hours beyond it are priced', () => {
    expect(SLIDER_NOTE).toBe(
      'The slider runs from 5 to 200 hours; type up to 1,000 in the box. Every hour above 200 is at the Enterprise rate (£123.00/h, 18% off).',
    )
  })
})
