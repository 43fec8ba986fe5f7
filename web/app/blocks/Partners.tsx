import clsx from 'clsx'

import type { PartnersBlock } from '@shared/payload-types'
import { Wordmark } from '~/components/art/Wordmark'
import { populatedMedia } from '~/components/LogoImage'

import { balancedGrid } from './ui/balanced-grid'
import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading } from './ui/Section'

export function Partners({ block }: { block: PartnersBlock }) {
  const dark = block.theme === 'dark'
  const grid = balancedGrid(block.items.length)
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={grid.list}>
        {block.items.map((partner, index) => (
          <Reveal
            as="li"
            key={partner.id ?? partner.name}
            delay={stepDelay(index)}
            className={cardClasses(dark, grid.item)}
          >
            <h3>
              <Wordmark name={partner.name} logo={populatedMedia(partner.logo)} dark={dark} />
            </h3>
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
