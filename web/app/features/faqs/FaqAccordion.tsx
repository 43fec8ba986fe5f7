import clsx from 'clsx'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'

import type { ApiFaq } from '@shared/contract-types'

import { toggleOpen } from './filter'

/** Only one answer open at a time; clicking the open question closes it. */
export function FaqAccordion({ faqs }: { faqs: readonly ApiFaq[] }) {
  const [open, setOpen] = useState<ApiFaq['id'] | null>(null)
  const baseId = useId()
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => {
        const expanded = open === faq.id
        const panelId = `${baseId}-${faq.id}`
        return (
          <li key={faq.id}>
            <h2>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpen(current, faq.id))}
                className="flex w-full items-start justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-950 hover:bg-slate-50 sm:px-6"
              >
                <span>
                  <span className="mb-1 block text-xs font-semibold tracking-wide text-brand-600 uppercase">
                    {faq.category}
                  </span>
                  {faq.question}
                </span>
                <ChevronDown
                  aria-hidden
                  className={clsx(
                    'mt-5 size-5 shrink-0 text-slate-400 transition',
                    expanded && 'rotate-180 text-brand-600',
                  )}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              hidden={!expanded}
              className="px-5 pb-5 text-slate-600 leading-7 whitespace-pre-line sm:px-6"
            >
              {faq.answer}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
