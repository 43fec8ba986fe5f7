import clsx from 'clsx'

import type { DataSovereigntyBlock } from '@shared/payload-types'

import { Icon } from '~/components/icons'
import { Reveal, stepDelay } from './ui/Reveal'
import { Section } from './ui/Section'

export function DataSovereignty({ block }: { block: DataSovereigntyBlock }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <div className="grid gap-12 lg:grid-cols-5 lg:gap-16">
        <Reveal className="lg:col-span-2">
          {block.eyebrow && <p className={clsx('eyebrow', dark && 'text-brand-200')}>{block.eyebrow}</p>}
          <h2 className={clsx('heading-section mt-3', dark ? 'text-white' : 'text-ink-950')}>{block.heading}</h2>
          {block.body && (
            <p className={clsx('text-lead mt-4', dark ? 'text-slate-300' : 'text-slate-600')}>{block.body}</p>
          )}
          {block.note && (
            <p className={clsx('mt-6 text-sm', dark ? 'text-slate-400' : 'text-slate-500')}>{block.note}</p>
          )}
        </Reveal>
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
          {block.points?.map((point, index) => (
            <Reveal as="li" key={point.id ?? point.title} delay={stepDelay(index)} className="flex gap-4">
              <span className={clsx('icon-tile', dark && 'bg-white/10 text-teal-300')}>
                <Icon name={point.icon} className="size-5" />
              </span>
              <div>
                <h3 className={clsx('font-semibold', dark ? 'text-white' : 'text-ink-950')}>{point.title}</h3>
                {point.description && (
                  <p className={clsx('mt-1 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                    {point.description}
                  </p>
                )}
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </Section>
  )
}
