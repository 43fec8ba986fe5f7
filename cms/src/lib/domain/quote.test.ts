import { describe, expect, it } from 'vitest'

import { describeQuote, priceQuote } from './quote'

describe('priceQuote', () => {
  it('prices 120 hours over 12 months as SPEC §9 does', () => {
    const q = priceQuote({ hours: 120, term_months: 12 })
    expect(q).toEqual({
      hours: 120,
      term_months: 12,
      suggested_bundle: 'Enterprise',
      discount_percent: 12,
      effective_rate: 132,
      payg_monthly: 1500,
      subscription_monthly: 1320,
      monthly_savings: 180,
    })
    expect(describeQuote(q)).toBe(
      '120 hours over 12 months: Enterprise suggested, £1,320 a month on subscription at £132.00 an hour (12% off; pay as you go £1,500 a month, saving £180)',
    )
  })

  it('describes no quote as empty', () => {
    expect(describeQuote(null)).toBe('')
    expect(describeQuote({ hours: null as unknown as number })).toBe('')
  })
})
