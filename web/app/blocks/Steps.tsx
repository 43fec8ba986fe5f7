import clsx from 'clsx'

import type { StepsBlock } from '@shared/payload-types'

import { Icon } from '~/components/icons'
import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading } from './ui/Section'

/** A numbered path, e.g. Discovery → Design → Delivery → Support. */
export function Steps({ block }: { block: StepsBlock }) {
  const dark = block.theme === 'dark'
  const count = block.items.length
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ol
        className={clsx('grid gap-6 md:grid-cols-2', count >= 4 ? 'lg:grid-cols-4' : count === 3 && 'lg:grid-cols-3')}
      >
        {block.items.map((step, index) => (
          <Reveal
            as="li"
            key={step.id ?? step.title}
            delay={stepDelay(index, 0.1)}
            className={cardClasses(dark, 'relative')}
          >
            <div className="flex items-center gap-3">
              <span className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <Icon name={step.icon} className={clsx('size-5', dark ? 'text-brand-200' : 'text-brand-600')} />
              {step.duration && (
                <span className={clsx('ml-auto text-xs font-medium', dark ? 'text-slate-400' : 'text-slate-500')}>
                  {step.duration}
                </span>
              )}
            </div>
            <h3 className={clsx('heading-card mt-5', dark ? 'text-white' : 'text-ink-950')}>{step.title}</h3>
            {step.description && (
              <p className={clsx('mt-2 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                {step.description}
              </p>
            )}
          </Reveal>
        ))}
      </ol>
    </Section>
  )
}
