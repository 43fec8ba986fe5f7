import clsx from 'clsx'
import { Award } from 'lucide-react'

import type { AwardsBlock } from '@shared/payload-types'

import { useBlockData } from './block-data'
import { balancedGrid } from './ui/balanced-grid'
import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading } from './ui/Section'

/** The Awards collection, newest first as ordered in the CMS. */
export function Awards({ block }: { block: AwardsBlock }) {
  const { awards } = useBlockData()
  const dark = block.theme === 'dark'
  if (awards.length === 0) return null
  const grid = balancedGrid(awards.length)
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={grid.list}>
        {awards.map((award, index) => (
          <Reveal
            as="li"
            key={award.id}
            delay={stepDelay(index)}
            className={cardClasses(dark, clsx('flex gap-4', grid.item))}
          >
            <Award aria-hidden className="size-8 shrink-0 text-amber-500" />
            <div>
              <h3 className={clsx('font-semibold', dark ? 'text-white' : 'text-ink-950')}>{award.title}</h3>
              {(award.issuer || award.year) && (
                <p className={clsx('text-sm', dark ? 'text-brand-200' : 'text-brand-700')}>
                  {[award.issuer, award.year].filter(Boolean).join(' · ')}
                </p>
              )}
              {award.description && (
                <p className={clsx('mt-2 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                  {award.description}
                </p>
              )}
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}
