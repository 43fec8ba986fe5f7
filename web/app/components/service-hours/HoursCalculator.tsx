import { ArrowRight, Calculator, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'

import { formatPence, formatPounds } from '~/lib/format'

import { calculate, DEFAULT_HOURS, PAYG_RATE } from '@shared/pricing'

import { calculatorAdvice, HOURS_INPUT, NO_SAVINGS_YET, SLIDER, SLIDER_NOTE } from './calculator-advice'
import { useServiceTerm } from './term-store'
import { estimateHref } from './estimate'
import { TermToggle } from './TermToggle'

/**
 * Slider and number box bound to one value (SPEC §5: the typed number is taken as is, not clamped;
 * the slider simply shows its nearest position, and the note under it says how hours beyond it are priced).
 */
export function HoursCalculator() {
  const [term] = useServiceTerm()
  const [hoursText, setHoursText] = useState(String(DEFAULT_HOURS))
  const hours = hoursText === '' ? 0 : Number(hoursText)
  const result = calculate(hours, term)
  const advice = calculatorAdvice(hours, term)
  // The contract accepts whole hours from 1 to 1000; anything else has no estimate to send.
  const validHours = Number.isInteger(hours) && hours >= 1 && hours <= 1000
  const sliderId = useId()
  const inputId = useId()
  const noteId = useId()

  return (
    <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
      <div className="space-y-8 p-6 sm:p-10">
        <div>
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={sliderId} className="font-semibold text-ink-950">
              Hours per term
            </label>
            <div className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                Hours (number)
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                aria-describedby={noteId}
                {...HOURS_INPUT}
                value={hoursText}
                onChange={(event) => setHoursText(event.target.value)}
                className="w-24 rounded-lg border border-slate-300 px-3 py-2 text-right font-semibold text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
              />
              <span className="text-sm text-slate-500">hours</span>
            </div>
          </div>
          <input
            id={sliderId}
            type="range"
            aria-describedby={noteId}
            {...SLIDER}
            value={Number.isFinite(hours) ? hours : 0}
            onChange={(event) => setHoursText(event.target.value)}
            className="mt-5 w-full accent-brand-600"
          />
          <div aria-hidden className="mt-1 flex justify-between text-xs text-slate-500">
            <span>{SLIDER.min} h</span>
            <span>{SLIDER.max} h</span>
          </div>
          <p id={noteId} className="mt-2 text-xs text-slate-600">
            {SLIDER_NOTE}
          </p>
        </div>
        <TermToggle className="items-start" />
        <div className="rounded-2xl bg-slate-50 p-5 text-sm text-slate-600">
          <p className="font-semibold text-ink-950">Volume discount tiers</p>
          <ul className="mt-2 grid gap-x-4 gap-y-1 min-[420px]:grid-cols-2">
            <li>Under 50 hours: 0%</li>
            <li>50+ hours: 8%</li>
            <li>100+ hours: 12%</li>
            <li>200+ hours: 18%</li>
          </ul>
        </div>
      </div>

      <div className="bg-ink-950 p-6 text-white sm:p-10" aria-live="polite">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-200">
          <Calculator aria-hidden className="size-4" />
          Your estimate over {term} months
        </p>
        <dl className="mt-6 space-y-4">
          <Figure
            label={`Pay-as-you-go monthly (${formatPence(PAYG_RATE)}/h)`}
            value={formatPounds(result.paygMonthly)}
          />
          <Figure
            label={`Subscription monthly (${formatPence(result.effectiveRate)}/h, ${result.discountPercent}% discount)`}
            value={formatPounds(result.subscriptionMonthly)}
          />
          <div className="rounded-2xl bg-white/10 p-5">
            <dt className="text-sm text-slate-300">Estimated monthly savings</dt>
            {result.monthlySavings > 0 ? (
              <dd className="mt-1 text-3xl font-bold text-emerald-300">
                {formatPounds(result.monthlySavings)}{' '}
                <span className="text-lg font-semibold">({result.savingsPercent}%)</span>
              </dd>
            ) : (
              <dd className="mt-1 text-lg font-semibold text-white">{NO_SAVINGS_YET}</dd>
            )}
          </div>
        </dl>
        <div className="mt-6 space-y-2 text-sm text-slate-300" data-testid="calculator-advice">
          <p className={advice.kind === 'cheapest' ? 'font-semibold text-white' : undefined}>{advice.message}</p>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          {advice.kind === 'custom' ? (
            <Link
              to={estimateHref(hours, term)}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-50"
            >
              Talk to us about a custom plan
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          ) : (
            validHours && (
              <Link
                to={estimateHref(hours, term)}
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-50"
              >
                Send this estimate
                <Send aria-hidden className="size-4" />
              </Link>
            )
          )}
          <a
            href="#pricing"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-200 hover:text-white"
          >
            Compare bundles
            <ArrowRight aria-hidden className="size-4" />
          </a>
        </div>
        <p className="mt-6 text-xs text-slate-400">All prices in pound sterling, excluding VAT.</p>
      </div>
    </div>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-white/10 pb-4">
      <dt className="text-sm text-slate-300">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  )
}
