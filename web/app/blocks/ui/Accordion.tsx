import clsx from 'clsx'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'

export type AccordionItem = { id: string; question: string; answer: string }

/** Clicking the open item closes it; clicking another opens it and closes the previous. */
export const toggleOpen = (open: string | null, id: string): string | null => (open === id ? null : id)

/** Questions with one answer open at a time. Answers stay in the HTML (hidden) for search engines. */
export function Accordion({ items, dark = false }: { items: AccordionItem[]; dark?: boolean }) {
  const [open, setOpen] = useState<string | null>(null)
  const baseId = useId()
  return (
    <ul
      className={clsx(
        'divide-y rounded-2xl border',
        dark ? 'divide-white/10 border-white/10' : 'divide-slate-200 border-slate-200 bg-white',
      )}
    >
      {items.map((item, index) => {
        const expanded = open === item.id
        const panelId = `${baseId}-panel-${index}`
        const buttonId = `${baseId}-button-${index}`
        return (
          <li key={item.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpen(current, item.id))}
                className={clsx(
                  'flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold',
                  dark ? 'text-white' : 'text-ink-950 hover:text-brand-700',
                )}
              >
                {item.question}
                <ChevronDown
                  aria-hidden
                  className={clsx('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className={clsx('px-5 pb-5 leading-7 whitespace-pre-line', dark ? 'text-slate-300' : 'text-slate-600')}
            >
              {item.answer}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
