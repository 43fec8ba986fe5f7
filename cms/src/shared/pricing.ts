/**
 * Service-hour pricing (SPEC §9). Discounts are whole percents so rates stay exact in floating point
 * (150 × 92 / 100 is exactly 138); rounding to whole pounds or pence happens only on display.
 */
export const PAYG_RATE = 150
export const TERMS = [12, 24, 36] as const
export type Term = (typeof TERMS)[number]
export const DEFAULT_TERM: Term = 24
export const DEFAULT_HOURS = 50

export type BundleTier = {
  id: 'starter' | 'growth' | 'scale' | 'enterprise'
  name: string
  tagline: string
  bucketHours: number
  /** Whole percent off the pay-as-you-go rate. */
  volumeDiscount: number
  mostPopular?: boolean
}

export const BUNDLES: readonly BundleTier[] = [
  { id: 'starter', name: 'Starter', tagline: 'A small bundle for ad-hoc needs', bucketHours: 25, volumeDiscount: 0 },
  {
    id: 'growth',
    name: 'Growth',
    tagline: 'Steady help for a growing team',
    bucketHours: 50,
    volumeDiscount: 8,
    mostPopular: true,
  },
  { id: 'scale', name: 'Scale', tagline: 'Regular projects and improvements', bucketHours: 100, volumeDiscount: 12 },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'A dedicated bench for complex estates',
    bucketHours: 200,
    volumeDiscount: 18,
  },
]

export const isTerm = (value: unknown): value is Term => TERMS.includes(Number(value) as Term)

/** The hourly rate after a whole-percent discount. */
export const effectiveRate = (discountPercent: number) => (PAYG_RATE * (100 - discountPercent)) / 100

export type BundlePrice = {
  effectiveRate: number
  total: number
  monthly: number
  savings: number
  savingsPercent: number
}

/** Rate, total, monthly payment and savings of a bundle over a term. */
export function priceBundle(
  bundle: Pick<BundleTier, 'bucketHours' | 'volumeDiscount'>,
  termMonths: number,
): BundlePrice {
  const rate = effectiveRate(bundle.volumeDiscount)
  const total = bundle.bucketHours * rate
  const savings = bundle.bucketHours * PAYG_RATE - total
  const list = bundle.bucketHours * PAYG_RATE
  return {
    effectiveRate: rate,
    total,
    monthly: total / termMonths,
    savings,
    savingsPercent: list > 0 ? Math.round((savings / list) * 100) : 0,
  }
}

/** The calculator's discount tier for the hours entered: under 50 none, then 8, 12 and 18 percent. */
export function discountForHours(hours: number): number {
  if (hours >= 200) return 18
  if (hours >= 100) return 12
  if (hours >= 50) return 8
  return 0
}

/** The smallest bundle holding at least the hours entered, else Enterprise. */
export function nearestBundle(hours: number): BundleTier {
  return BUNDLES.find((bundle) => bundle.bucketHours >= hours) ?? BUNDLES[BUNDLES.length - 1]
}

export type CalculatorResult = {
  discountPercent: number
  effectiveRate: number
  paygMonthly: number
  subscriptionMonthly: number
  monthlySavings: number
  savingsPercent: number
  nearestBundle: BundleTier
}

/** Pay-as-you-go against subscription per month for the hours and term entered; savings never below 0. */
export function calculate(hours: number, termMonths: number): CalculatorResult {
  const safeHours = Number.isFinite(hours) && hours > 0 ? hours : 0
  const discountPercent = discountForHours(safeHours)
  const rate = effectiveRate(discountPercent)
  const paygMonthly = (safeHours * PAYG_RATE) / termMonths
  const subscriptionMonthly = (safeHours * rate) / termMonths
  const monthlySavings = Math.max(0, paygMonthly - subscriptionMonthly)
  return {
    discountPercent,
    effectiveRate: rate,
    paygMonthly,
    subscriptionMonthly,
    monthlySavings,
    savingsPercent: paygMonthly > 0 ? Math.round((monthlySavings / paygMonthly) * 100) : 0,
    nearestBundle: nearestBundle(safeHours),
  }
}

/** One way to buy hours: a subscription to exactly the hours (at their tier's rate) or a whole bundle. */
export type PurchaseOption = {
  /** null: a subscription to the hours typed. */
  bundle: BundleTier | null
  /** The hours paid for: the hours typed, or the bundle's bucket when it holds more. */
  hours: number
  discountPercent: number
  rate: number
  total: number
  monthly: number
}

/**
 * The cheapest way to buy at least `hours` over a term: the hours on subscription at their tier's
 * discount (SPEC §9; never dearer than pay-as-you-go) or any bundle holding them. A bundle of more
 * hours can cost less (48 hours at £150 are dearer than Growth's 50 at £138). At equal cost the
 * option with more hours wins, and a bundle the exact size of the hours is named as that bundle.
 */
export function cheapestOption(hours: number, termMonths: number): PurchaseOption {
  const option = (bundle: BundleTier | null, bought: number, discountPercent: number): PurchaseOption => {
    const rate = effectiveRate(discountPercent)
    return { bundle, hours: bought, discountPercent, rate, total: bought * rate, monthly: (bought * rate) / termMonths }
  }
  const exact = BUNDLES.find((b) => b.bucketHours === hours && b.volumeDiscount === discountForHours(hours))
  const options = [
    exact ? option(exact, hours, exact.volumeDiscount) : option(null, hours, discountForHours(hours)),
    ...BUNDLES.filter((b) => b.bucketHours > hours).map((b) => option(b, b.bucketHours, b.volumeDiscount)),
  ]
  return options.reduce((best, next) =>
    next.total < best.total || (next.total === best.total && next.hours > best.hours) ? next : best,
  )
}

/** The next bundle with a bigger discount than `hours` earn, if any ("Enterprise starts at 200 hours"). */
export const nextDiscountBundle = (hours: number): BundleTier | undefined =>
  BUNDLES.find((b) => b.bucketHours > hours && b.volumeDiscount > discountForHours(hours))
