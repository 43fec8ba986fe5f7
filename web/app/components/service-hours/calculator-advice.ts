import {
  BUNDLES,
  calculate,
  cheapestOption,
  effectiveRate,
  nextDiscountBundle,
  type PurchaseOption,
} from '@shared/pricing'
import { formatPence, formatPounds } from '~/lib/format'

/** The number box's limits (SPEC §5); what is typed is still priced as is, never clamped. */
export const HOURS_INPUT = { min: 1, max: 1000, step: 1 } as const
/** The slider's range (SPEC §5), shorter than the box's: the page says how hours beyond it are priced. */
export const SLIDER = { min: 5, max: 200, step: 5 } as const

const LARGEST_BUNDLE = BUNDLES[BUNDLES.length - 1]
const BEST_RATE = `${formatPence(effectiveRate(LARGEST_BUNDLE.volumeDiscount))}/h, ${LARGEST_BUNDLE.volumeDiscount}% off`

/** Under the slider: how its range and the box's relate. */
export const SLIDER_NOTE = `The slider runs from ${SLIDER.min} to ${SLIDER.max} hours; type up to ${HOURS_INPUT.max.toLocaleString('en-GB')} in the box. Every hour above ${LARGEST_BUNDLE.bucketHours} is at the ${LARGEST_BUNDLE.name} rate (${BEST_RATE}).`

/** What the calculator says under the figures for the hours typed: a next step in every case. */
export type CalculatorAdvice =
  | { kind: 'enter-hours'; message: string }
  /** The cheapest way to buy the hours, and why. */
  | { kind: 'cheapest'; message: string; option: PurchaseOption }
  | { kind: 'custom'; message: string }

export const ADVICE = {
  enterHours: 'Enter the hours you expect to need over the term (from 1 hour) to see your estimate.',
  beyondRange: `beyond what this calculator prices (up to ${HOURS_INPUT.max.toLocaleString('en-GB')} hours): talk to us about a custom plan.`,
} as const

const hoursText = (hours: number) => `${hours.toLocaleString('en-GB')} ${hours === 1 ? 'hour' : 'hours'}`

/**
 * The suggestion is always the cheapest way to buy the hours typed (`cheapestOption`), with the reason
 * in words: "120 hours: Subscription at £660 a month is cheapest; Enterprise starts at 200 hours".
 */
export function calculatorAdvice(hours: number, termMonths: number): CalculatorAdvice {
  if (!Number.isFinite(hours) || hours <= 0) return { kind: 'enter-hours', message: ADVICE.enterHours }
  if (hours > HOURS_INPUT.max)
    return { kind: 'custom', message: `${hoursText(hours)} ${hours === 1 ? 'is' : 'are'} ${ADVICE.beyondRange}` }
  const option = cheapestOption(hours, termMonths)
  const plan = option.bundle
    ? `the ${option.bundle.name} bundle${option.hours === hours ? '' : ` (${option.hours} hours)`}`
    : 'Subscription'
  const head = `${hoursText(hours)}: ${plan} at ${formatPounds(option.monthly)} a month is cheapest`
  const next = nextDiscountBundle(hours)
  let why: string
  if (option.hours > hours) {
    const subscription = calculate(hours, termMonths)
    why = `: ${option.hours} hours at ${option.discountPercent}% off cost less than ${hours} at ${formatPence(subscription.effectiveRate)}/h (${formatPounds(subscription.subscriptionMonthly)} a month)`
  } else if (next) why = `; ${next.name} starts at ${next.bucketHours} hours`
  else why = `, every hour at our best rate (${BEST_RATE})`
  return { kind: 'cheapest', message: `${head}${why}`, option }
}

/** Said instead of "£0 (0%)": where savings start. */
export const NO_SAVINGS_YET = 'Volume discounts start at 50 hours (8% off)'
