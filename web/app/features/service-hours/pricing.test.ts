import { describe, expect, it } from 'vitest'

import { formatPence, formatPounds } from '~/lib/format'

import {
  BUNDLES,
  calculate,
  cheapestOption,
  DEFAULT_HOURS,
  DEFAULT_TERM,
  discountForHours,
  effectiveRate,
  isTerm,
  nearestBundle,
  nextDiscountBundle,
  priceBundle,
} from '@shared/pricing'

const bundle = (name: string) => BUNDLES.find((b) => b.name === name)!

describe('bundles', () => {
  it('are the four tiers of the spec', () => {
    expect(BUNDLES.map((b) => [b.name, b.bucketHours, b.volumeDiscount])).toEqual([
      ['Starter', 25, 0],
      ['Growth', 50, 8],
      ['Scale', 100, 12],
      ['Enterprise', 200, 18],
    ])
    expect(BUNDLES.filter((b) => b.mostPopular).map((b) => b.name)).toEqual(['Growth'])
  })

  it('defaults to 24 months and 50 hours; only 12, 24 and 36 are terms', () => {
    expect(DEFAULT_TERM).toBe(24)
    expect(DEFAULT_HOURS).toBe(50)
    expect([12, 24, 36, '24'].map(isTerm)).toEqual([true, true, true, true])
    expect([6, 48, 'x', null].map(isTerm)).toEqual([false, false, false, false])
  })

  it('prices Growth over 24 months as the spec example', () => {
    const price = priceBundle(bundle('Growth'), 24)
    expect(formatPence(price.effectiveRate)).toBe('£138.00')
    expect(formatPounds(price.total)).toBe('£6,900')
    expect(price.monthly).toBe(287.5)
    expect(formatPounds(price.monthly)).toBe('£288')
    expect(formatPounds(price.savings)).toBe('£600')
    expect(price.savingsPercent).toBe(8)
  })

  it.each([
    ['Starter', 12, '£150.00', '£3,750', '£313', '£0', 0],
    ['Starter', 36, '£150.00', '£3,750', '£104', '£0', 0],
    ['Growth', 12, '£138.00', '£6,900', '£575', '£600', 8],
    ['Growth', 36, '£138.00', '£6,900', '£192', '£600', 8],
    ['Scale', 24, '£132.00', '£13,200', '£550', '£1,800', 12],
    ['Scale', 36, '£132.00', '£13,200', '£367', '£1,800', 12],
    ['Enterprise', 12, '£123.00', '£24,600', '£2,050', '£5,400', 18],
    ['Enterprise', 36, '£123.00', '£24,600', '£683', '£5,400', 18],
  ])('prices %s over %i months', (name, term, rate, total, monthly, savings, percent) => {
    const price = priceBundle(bundle(name), term)
    expect(formatPence(price.effectiveRate)).toBe(rate)
    expect(formatPounds(price.total)).toBe(total)
    expect(formatPounds(price.monthly)).toBe(monthly)
    expect(formatPounds(price.savings)).toBe(savings)
    expect(price.savingsPercent).toBe(percent)
  })

  it('keeps discounted rates exact', () => {
    expect([0, 8, 12, 18].map(effectiveRate)).toEqual([150, 138, 132, 123])
  })
})

describe('calculator', () => {
  it.each([
    [1, 0],
    [49, 0],
    [50, 8],
    [99, 8],
    [100, 12],
    [199, 12],
    [200, 18],
    [1000, 18],
  ])('gives %i hours a %i%% discount', (hours, discount) => {
    expect(discountForHours(hours)).toBe(discount)
  })

  it.each([
    [1, 'Starter'],
    [25, 'Starter'],
    [26, 'Growth'],
    [50, 'Growth'],
    [51, 'Scale'],
    [100, 'Scale'],
    [101, 'Enterprise'],
    [200, 'Enterprise'],
    [1000, 'Enterprise'],
  ])('suggests for %i hours the %s bundle', (hours, name) => {
    expect(nearestBundle(hours).name).toBe(name)
  })

  it('shows 120 hours over 12 months', () => {
    const result = calculate(120, 12)
    expect(result.discountPercent).toBe(12)
    expect(formatPence(result.effectiveRate)).toBe('£132.00')
    expect(formatPounds(result.paygMonthly)).toBe('£1,500')
    expect(formatPounds(result.subscriptionMonthly)).toBe('£1,320')
    expect(formatPounds(result.monthlySavings)).toBe('£180')
    expect(result.savingsPercent).toBe(12)
    expect(result.nearestBundle.name).toBe('Enterprise')
  })

  it('shows the default 50 hours over 24 months with whole-pound rounding', () => {
    const result = calculate(50, 24)
    expect(formatPounds(result.paygMonthly)).toBe('£313') // 312.50 rounds half up
    expect(formatPounds(result.subscriptionMonthly)).toBe('£288') // 287.50
    expect(result.monthlySavings).toBe(25)
    expect(result.savingsPercent).toBe(8)
  })

  it('rounds amounts that do not divide evenly', () => {
    const result = calculate(35, 36)
    expect(formatPounds(result.paygMonthly)).toBe('£146') // 145.83
    expect(result.monthlySavings).toBe(0)
    expect(result.savingsPercent).toBe(0)
    expect(formatPounds(calculate(205, 36).subscriptionMonthly)).toBe('£700') // 205 × 123 / 36 = 700.42
  })

  it('never reports savings below zero, even for empty or negative input', () => {
    for (const hours of [0, -10, Number.NaN]) {
      const result = calculate(hours, 12)
      expect(result.monthlySavings).toBe(0)
      expect(result.savingsPercent).toBe(0)
      expect(result.paygMonthly).toBe(0)
    }
  })

  it('takes a typed number as is, beyond the slider range', () => {
    expect(formatPounds(calculate(1000, 24).subscriptionMonthly)).toBe('£5,125')
    expect(formatPounds(calculate(3, 12).paygMonthly)).toBe('£38') // 37.50
  })
})

describe('cheapestOption', () => {
  /** Every way to buy at least `hours`: pay as you go, the hours on subscription, any bundle holding them. */
  const everyWay = (hours: number) => [
    hours * PAYG,
    hours * effectiveRate(discountForHours(hours)),
    ...BUNDLES.filter((b) => b.bucketHours >= hours).map((b) => b.bucketHours * effectiveRate(b.volumeDiscount)),
  ]
  const PAYG = 150

  it('is never dearer than any other way, and buys at least the hours, over 1 to 1000 hours and every term', () => {
    for (const term of [12, 24, 36])
      for (let hours = 1; hours <= 1000; hours++) {
        const best = cheapestOption(hours, term)
        expect(best.hours).toBeGreaterThanOrEqual(hours)
        expect(best.total).toBe(Math.min(...everyWay(hours)))
        expect(best.total).toBe(best.hours * best.rate)
        expect(best.monthly).toBe(best.total / term)
        expect(best.rate).toBe(effectiveRate(best.discountPercent))
        if (best.bundle)
          expect([best.bundle.bucketHours, best.bundle.volumeDiscount]).toEqual([best.hours, best.discountPercent])
        else expect(best.hours).toBe(hours)
      }
  })

  it('for 120 hours over 24 months is the subscription at £660 a month, not Enterprise at £1,025', () => {
    expect(cheapestOption(120, 24)).toMatchObject({ bundle: null, hours: 120, monthly: 660 })
    expect(priceBundle(bundle('Enterprise'), 24).monthly).toBe(1025)
  })

  it('rounds up to a bundle when its discount makes more hours cost less', () => {
    // 46 hours at £150 are £6,900, as much as Growth's 50 at £138: the bundle, with more hours, wins the tie.
    expect(cheapestOption(45, 24).bundle).toBeNull()
    expect(cheapestOption(46, 24).bundle?.name).toBe('Growth')
    expect(cheapestOption(48, 24)).toMatchObject({ bundle: { name: 'Growth' }, hours: 50, monthly: 287.5 })
    expect(cheapestOption(95, 24).bundle).toBeNull()
    expect(cheapestOption(96, 24).bundle?.name).toBe('Scale')
    expect(cheapestOption(186, 24).bundle).toBeNull()
    expect(cheapestOption(187, 24).bundle?.name).toBe('Enterprise')
  })

  it('names the bundle when the hours are exactly its size, and subscribes beyond the largest', () => {
    for (const b of BUNDLES) expect(cheapestOption(b.bucketHours, 12).bundle).toBe(b)
    expect(cheapestOption(250, 12)).toMatchObject({ bundle: null, hours: 250, discountPercent: 18 })
  })

  it('names the next bundle with a bigger discount', () => {
    expect(nextDiscountBundle(10)?.name).toBe('Growth')
    expect(nextDiscountBundle(25)?.name).toBe('Growth')
    expect(nextDiscountBundle(50)?.name).toBe('Scale')
    expect(nextDiscountBundle(120)?.name).toBe('Enterprise')
    expect(nextDiscountBundle(200)).toBeUndefined()
  })
})
