import { Calculator } from 'lucide-react'
import type { Ref } from 'react'

import type { Term } from '@shared/pricing'

import { calculatorAdvice } from './calculator-advice'

export type EstimateQuote = { hours: number; term_months: Term }

/** The estimate a visitor brings from the calculator, shown above the contact form that sends it. */
export function EstimateSummary({ quote, ref }: { quote: EstimateQuote; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="note"
      aria-label="Your estimate"
      // Focused when "Send this estimate" lands on the form.
      tabIndex={-1}
      className="flex gap-3 rounded-xl focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 border border-brand-200 bg-brand-50 p-4 text-sm text-ink-950"
    >
      <Calculator aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <p>
        <span className="block font-semibold">
          Your estimate over {quote.term_months} months, sent with this message
        </span>
        {calculatorAdvice(quote.hours, quote.term_months).message}.
      </p>
    </div>
  )
}
