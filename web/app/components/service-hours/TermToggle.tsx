import clsx from 'clsx'
import { useId } from 'react'

import { TERMS } from '@shared/pricing'
import { useServiceTerm } from './term-store'

/** 12, 24 or 36 months, as a radio group styled as a segmented control. */
export function TermToggle({ className }: { className?: string }) {
  const [term, setTerm] = useServiceTerm()
  const name = useId()
  return (
    <fieldset className={clsx('inline-flex flex-col items-center gap-2', className)}>
      <legend className="sr-only">Term length</legend>
      <span aria-hidden className="text-sm font-medium text-slate-600">
        Term length
      </span>
      <div className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
        {TERMS.map((months) => (
          <label
            key={months}
            className={clsx(
              'cursor-pointer rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 sm:px-5',
              term === months ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-ink-950',
            )}
          >
            <input
              type="radio"
              name={name}
              value={months}
              checked={term === months}
              onChange={() => setTerm(months)}
              className="sr-only"
            />
            {months} months
          </label>
        ))}
      </div>
    </fieldset>
  )
}
