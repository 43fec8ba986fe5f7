import clsx from 'clsx'
import { BadgeCheck } from 'lucide-react'

import type { PartnersBlock } from '@shared/payload-types'

import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading } from './ui/Section'

export function Partners({ block }: { block: PartnersBlock }) {
  const dark = block.theme === 'dark'
  const count = block.items.length
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={clsx('grid gap-6 sm:grid-cols-2', count % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {block.items.map((partner, index) => (
          <Reveal as="li" key={partner.id ?? partner.name} delay={stepDelay(index)} className={cardClasses(dark)}>
            <div className="flex items-center gap-3">
              <BadgeCheck aria-hidden className={clsx('size-6 shrink-0', dark ? 'text-teal-300' : 'text-teal-600')} />
              <h3 className={clsx('heading-card', dark ? 'text-white' : 'text-ink-950')}>{partner.name}</h3>
            </div>
            {partner.badge && (
              <p
                className={clsx(
                  'mt-3 inline-block rounded-full px-3 py-1 text-xs font-semibold',
                  dark ? 'bg-white/10 text-brand-100' : 'bg-brand-50 text-brand-700',
                )}
              >
                {partner.badge}
              </p>
            )}
            {partner.description && (
              <p className={clsx('mt-3 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                {partner.description}
              </p>
            )}
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}
