import { calculate, type Term } from '../../shared/pricing'

export type QuoteInput = { hours: number; term_months: Term }

/** The figures stored on a lead, recomputed on the server from hours and term alone (SPEC §9). */
export function priceQuote({ hours, term_months }: QuoteInput) {
  const result = calculate(hours, term_months)
  return {
    hours,
    term_months,
    suggested_bundle: result.nearestBundle.name,
    discount_percent: result.discountPercent,
    effective_rate: result.effectiveRate,
    payg_monthly: result.paygMonthly,
    subscription_monthly: result.subscriptionMonthly,
    monthly_savings: result.monthlySavings,
  }
}

export type StoredQuote = ReturnType<typeof priceQuote>

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 })

/** One line for e-mails and exports: "120 hours over 12 months: Enterprise suggested, £1,320 a month …". */
export function describeQuote(q: Partial<StoredQuote> | null | undefined): string {
  if (!q?.hours || !q.term_months) return ''
  return (
    `${q.hours} hours over ${q.term_months} months: ${q.suggested_bundle} suggested, ` +
    `${pounds.format(q.subscription_monthly ?? 0)} a month on subscription at ${pence.format(q.effective_rate ?? 0)} an hour ` +
    `(${q.discount_percent}% off; pay as you go ${pounds.format(q.payg_monthly ?? 0)} a month, saving ${pounds.format(q.monthly_savings ?? 0)})`
  )
}
