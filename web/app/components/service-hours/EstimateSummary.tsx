import { Calculator } from 'lucide-react'

import { calculate, type Term } from '@shared/pricing'
import { formatPence, formatPounds } from '~/lib/format'

export type EstimateQuote = { hours: number; term_months: Term }

/** The estimate a visitor brings from the calculator, shown above the contact form that sends it. */
export function EstimateSummary({ quote }: { quote: EstimateQuote }) {
  const result = calculate(quote.hours, quote.term_months)
  return (
    <div
      role="note"
      aria-label="Your estimate"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink-950"
    >
      <Calculator aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <p>
        <span className="font-semibold">Your estimate, sent with this message:</span> {quote.hours} hours over{' '}
        {quote.term_months} months, {formatPounds(result.subscriptionMonthly)} a month at{' '}
        {formatPence(result.effectiveRate)}/h ({result.discountPercent}% discount). Suggested bundle:{' '}
        {result.nearestBundle.name}.
      </p>
    </div>
  )
}
