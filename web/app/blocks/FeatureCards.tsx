import clsx from 'clsx'
import { ArrowRight } from 'lucide-react'

import type { FeatureCardsBlock } from '@shared/payload-types'

import { balancedGrid } from './ui/balanced-grid'
import { Icon } from '~/components/icons'
import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading, useIsDark } from './ui/Section'
import { hasLink, SmartLink } from './ui/SmartLink'

type Item = FeatureCardsBlock['items'][number]

function Card({ item }: { item: Item }) {
  const dark = useIsDark()
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <span className={clsx('icon-tile', dark && 'bg-white/10 text-brand-200')}>
          <Icon name={item.icon} className="size-5" />
        </span>
        {item.stat && (
          <span
            className={clsx(
              'rounded-full px-3 py-1 text-xs font-semibold',
              dark ? 'bg-teal-400/10 text-teal-300' : 'bg-teal-50 text-teal-700',
            )}
          >
            {item.stat}
          </span>
        )}
      </div>
      <h3 className={clsx('heading-card mt-5', dark ? 'text-white' : 'text-ink-950')}>{item.title}</h3>
      {item.description && (
        <p className={clsx('mt-2 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>{item.description}</p>
      )}
      {hasLink(item.link) && (
        <SmartLink
          href={item.link.href}
          className={clsx(
            'mt-4 inline-flex items-center gap-1 text-sm font-semibold',
            dark ? 'text-brand-200' : 'text-brand-600 hover:text-brand-700',
          )}
        >
          {item.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </SmartLink>
      )}
    </>
  )
}

export function FeatureCards({ block }: { block: FeatureCardsBlock }) {
  const dark = block.theme === 'dark'
  // The editor's column setting is the most per row; fewer cards share the row evenly.
  const grid = balancedGrid(block.items.length, Number(block.columns ?? '3') as 2 | 3 | 4)
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={grid.list}>
        {block.items.map((item, index) => (
          <Reveal
            as="li"
            key={item.id ?? item.title}
            delay={stepDelay(index)}
            className={cardClasses(dark, clsx('flex flex-col', grid.item))}
          >
            <Card item={item} />
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}
