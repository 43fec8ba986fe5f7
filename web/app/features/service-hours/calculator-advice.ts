import { BUNDLES, nearestBundle, type BundleTier } from '@shared/pricing'

/** The number box's limits (SPEC §5); what is typed is still priced as is, never clamped. */
export const HOURS_INPUT = { min: 1, max: 1000, step: 1 } as const

export const LARGEST_BUNDLE = BUNDLES[BUNDLES.length - 1]

/** What the calculator says under the figures for the hours typed: a next step in every case. */
export type CalculatorAdvice =
  | { kind: 'enter-hours'; message: string }
  | { kind: 'bundle'; message: string; bundle: BundleTier }
  | { kind: 'custom'; message: string }

export const ADVICE = {
  enterHours: 'Enter the hours you expect to need over the term (from 1 hour) to see your estimate.',
  custom: `more than our largest bundle (${LARGEST_BUNDLE.name}, ${LARGEST_BUNDLE.bucketHours} hours): talk to us about a custom plan.`,
  beyondRange: `beyond what this calculator prices (up to ${HOURS_INPUT.max.toLocaleString('en-GB')} hours): talk to us about a custom plan.`,
} as const

const hoursLabel = (hours: number) => `${hours.toLocaleString('en-GB')} ${hours === 1 ? 'hour is' : 'hours are'}`

export function calculatorAdvice(hours: number): CalculatorAdvice {
  if (!Number.isFinite(hours) || hours <= 0) return { kind: 'enter-hours', message: ADVICE.enterHours }
  if (hours > HOURS_INPUT.max) return { kind: 'custom', message: `${hoursLabel(hours)} ${ADVICE.beyondRange}` }
  if (hours > LARGEST_BUNDLE.bucketHours) return { kind: 'custom', message: `${hoursLabel(hours)} ${ADVICE.custom}` }
  const bundle = nearestBundle(hours)
  return { kind: 'bundle', message: `Suggested bundle: ${bundle.name} (${bundle.bucketHours} hours)`, bundle }
}

/** Said instead of "£0 (0%)": where savings start. */
export const NO_SAVINGS_YET = 'Volume discounts start at 50 hours (8% off)'
