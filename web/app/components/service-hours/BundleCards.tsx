import clsx from 'clsx'
import { ArrowRight, Check, Star } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClasses } from '~/components/ui/button'
import { formatPence, formatPounds } from '~/lib/format'

import { BUNDLES, priceBundle } from '@shared/pricing'

import { NO_SAVINGS_YET } from './calculator-advice'
import { estimateHref } from './estimate'
import { useServiceTerm } from './term-store'

/**
 * The four bundles priced for the selected term, each with its own next step. The cards share the
 * grid's rows (subgrid), so figures and buttons line up whatever length the taglines are.
 */
export function BundleCards() {
  const [term] = useServiceTerm()
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-4">
      {BUNDLES.map((bundle) => {
        const price = priceBundle(bundle, term)
        return (
          <li
            key={bundle.id}
            aria-label={`${bundle.name} bundle`}
            className={clsx(
              'relative row-span-5 grid grid-rows-subgrid gap-y-5 rounded-2xl border bg-white p-6 shadow-sm',
              bundle.mostPopular ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200',
            )}
          >
            {bundle.mostPopular && (
              <span className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                <Star aria-hidden className="size-3" />
                Most popular
              </span>
            )}
            <div>
              <h3 className="text-lg font-semibold text-ink-950">{bundle.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{bundle.tagline}</p>
            </div>
            <div>
              <p className="text-3xl font-bold text-ink-950">
                {bundle.bucketHours} <span className="text-base font-medium text-slate-500">hours</span>
              </p>
              <p className="mt-1 text-sm font-medium text-emerald-700">
                {bundle.volumeDiscount > 0 ? `${bundle.volumeDiscount}% volume discount` : 'Pay-as-you-go rate'}
              </p>
            </div>
            <dl className="space-y-2.5 border-t border-slate-100 pt-5 text-sm">
              <Row label="Effective hourly rate" value={formatPence(price.effectiveRate)} />
              <Row label="Total price" value={formatPounds(price.total)} />
              <Row label="Monthly payment" value={`${formatPounds(price.monthly)}/mo`} strong />
              {price.savings > 0 ? (
                <Row label="Total savings" value={`${formatPounds(price.savings)} (${price.savingsPercent}%)`} />
              ) : (
                <div className="text-slate-500">
                  <dt className="sr-only">Total savings</dt>
                  <dd>{NO_SAVINGS_YET}</dd>
                </div>
              )}
            </dl>
            <Link
              to={estimateHref(bundle.bucketHours, term)}
              aria-label={`Choose ${bundle.name}: ${bundle.bucketHours} hours over ${term} months`}
              className={buttonClasses(bundle.mostPopular ? 'primary' : 'secondary', 'md', 'w-full self-end')}
            >
              Choose {bundle.name}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <p className="flex items-center gap-1.5 text-xs text-slate-500">
              <Check aria-hidden className="size-3.5 text-emerald-600" />
              Over {term} months, excluding VAT
            </p>
          </li>
        )
      })}
    </ul>
  )
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className={clsx('text-right', strong ? 'text-base font-bold text-brand-700' : 'font-semibold text-ink-950')}>
        {value}
      </dd>
    </div>
  )
}
