import {
  BUNDLES,
  discountForHours,
  effectiveRate,
  nearestBundle,
  priceBundle,
  type BundlePrice,
  type BundleTier,
} from '@shared/pricing'
import { formatPence, formatPounds } from '~/lib/format'

/** The number box's limits (SPEC §5); what is typed is still priced as is, never clamped. */
export const HOURS_INPUT = { min: 1, max: 1000, step: 1 } as const

export const LARGEST_BUNDLE = BUNDLES[BUNDLES.length - 1]

/** What the calculator says under the figures for the hours typed: a next step in every case. */
export type CalculatorAdvice =
  | { kind: 'enter-hours'; message: string }
  | {
      kind: 'bundle'
      /** The suggested bundle with its own price, so the suggestion never borrows another figure. */
      message: string
      bundle: BundleTier
      price: BundlePrice
      /**
       * Said when the subscription figure above is not this bundle's price (the hours are not a bundle
       * size, or their discount tier differs from the bundle's): what that figure is.
       */
      note: string | null
    }
  | { kind: 'custom'; message: string }

export const ADVICE = {
  enterHours: 'Enter the hours you expect to need over the term (from 1 hour) to see your estimate.',
  custom: `more than our largest bundle (${LARGEST_BUNDLE.name}, ${LARGEST_BUNDLE.bucketHours} hours): talk to us about a custom plan.`,
  beyondRange: `beyond what this calculator prices (up to ${HOURS_INPUT.max.toLocaleString('en-GB')} hours): talk to us about a custom plan.`,
} as const

const hoursLabel = (hours: number) => `${hours.toLocaleString('en-GB')} ${hours === 1 ? 'hour is' : 'hours are'}`

/**
 * SPEC §9 prices the hours typed at their discount tier and names the smallest bundle holding them.
 * For 120 hours those are two different things (120 h at 12% off, Enterprise is 200 h at 18% off), so
 * the suggestion carries the bundle's own price and, when the figures differ, says what the figure above is.
 */
export function calculatorAdvice(hours: number, termMonths: number): CalculatorAdvice {
  if (!Number.isFinite(hours) || hours <= 0) return { kind: 'enter-hours', message: ADVICE.enterHours }
  if (hours > HOURS_INPUT.max) return { kind: 'custom', message: `${hoursLabel(hours)} ${ADVICE.beyondRange}` }
  if (hours > LARGEST_BUNDLE.bucketHours) return { kind: 'custom', message: `${hoursLabel(hours)} ${ADVICE.custom}` }
  const bundle = nearestBundle(hours)
  const price = priceBundle(bundle, termMonths)
  const discount = discountForHours(hours)
  const samePrice = hours === bundle.bucketHours && discount === bundle.volumeDiscount
  // The bundle whose discount the hours earned: every tier of the calculator is one bundle's rate.
  const tierBundle = BUNDLES.find((b) => b.volumeDiscount === discount) ?? bundle
  const off = discount > 0 ? `${discount}% off` : 'no discount'
  const hoursText = `${hours.toLocaleString('en-GB')} ${hours === 1 ? 'hour' : 'hours'}`
  return {
    kind: 'bundle',
    message: `Suggested bundle: ${bundle.name} (${bundle.bucketHours} hours), ${formatPounds(price.monthly)} a month over ${termMonths} months at ${formatPence(price.effectiveRate)}/h`,
    bundle,
    price,
    note: samePrice
      ? null
      : `The subscription figure above is not a bundle price: it is your ${hoursText} paid as you go at the ${tierBundle.name} bundle's rate (${formatPence(effectiveRate(discount))}/h, ${off}).`,
  }
}

/** Said instead of "£0 (0%)": where savings start. */
export const NO_SAVINGS_YET = 'Volume discounts start at 50 hours (8% off)'
