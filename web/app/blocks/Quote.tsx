import clsx from 'clsx'
import { Quote as QuoteIcon } from 'lucide-react'

import type { QuoteBlock } from '@shared/payload-types'

import { Reveal } from './ui/Reveal'
import { Section } from './ui/Section'

export function Quote({ block }: { block: QuoteBlock }) {
  const dark = block.theme === 'dark'
  const attribution = [block.role, block.company].filter(Boolean).join(', ')
  return (
    <Section theme={block.theme}>
      <Reveal>
        <figure className="mx-auto max-w-4xl text-center">
          <QuoteIcon aria-hidden className={clsx('mx-auto size-10', dark ? 'text-brand-300' : 'text-brand-200')} />
          <blockquote
            className={clsx(
              'mt-6 text-xl leading-9 font-medium text-balance sm:text-2xl sm:leading-10',
              dark ? 'text-white' : 'text-ink-950',
            )}
          >
            <p>“{block.quote}”</p>
          </blockquote>
          <figcaption className="mt-8">
            <span className={clsx('block font-semibold', dark ? 'text-white' : 'text-ink-950')}>{block.author}</span>
            {attribution && (
              <span className={clsx('block text-sm', dark ? 'text-slate-400' : 'text-slate-500')}>{attribution}</span>
            )}
            {block.result && (
              <span
                className={clsx(
                  'mt-4 inline-block rounded-full px-4 py-1.5 text-sm font-semibold',
                  dark ? 'bg-teal-400/10 text-teal-300' : 'bg-teal-50 text-teal-700',
                )}
              >
                {block.result}
              </span>
            )}
          </figcaption>
        </figure>
      </Reveal>
    </Section>
  )
}
