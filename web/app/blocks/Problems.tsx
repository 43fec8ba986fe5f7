import clsx from 'clsx'
import { CircleAlert, CircleCheck } from 'lucide-react'

import type { ProblemsBlock } from '@shared/payload-types'

import { Reveal, stepDelay } from './ui/Reveal'
import { Section, SectionHeading } from './ui/Section'

/** The pains a visitor will recognise, and the line that resolves them. */
export function Problems({ block }: { block: ProblemsBlock }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
        {block.items.map((item, index) => (
          <Reveal
            as="li"
            key={item.id ?? item.title}
            delay={stepDelay(index)}
            className={clsx(
              'flex gap-4 rounded-2xl border p-5',
              dark ? 'border-white/10 bg-white/5' : 'border-rose-100 bg-rose-50/60',
            )}
          >
            <CircleAlert
              aria-hidden
              className={clsx('mt-0.5 size-5 shrink-0', dark ? 'text-rose-300' : 'text-rose-500')}
            />
            <div>
              <h3 className={clsx('font-semibold', dark ? 'text-white' : 'text-ink-950')}>{item.title}</h3>
              {item.description && (
                <p className={clsx('mt-1 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                  {item.description}
                </p>
              )}
            </div>
          </Reveal>
        ))}
      </ul>
      {block.resolution && (
        <p
          className={clsx(
            'mx-auto mt-10 flex max-w-3xl items-start gap-3 text-lg font-medium sm:justify-center sm:text-center',
            dark ? 'text-white' : 'text-ink-950',
          )}
        >
          <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-teal-500" />
          {block.resolution}
        </p>
      )}
    </Section>
  )
}
