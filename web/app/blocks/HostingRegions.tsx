import clsx from 'clsx'
import { MapPin } from 'lucide-react'

import type { HostingRegionsBlock } from '@shared/payload-types'

import { IllustrationArt } from '~/components/art'

import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading } from './ui/Section'

export function HostingRegions({ block }: { block: HostingRegionsBlock }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <div className={clsx('mx-auto mb-10 max-w-4xl', dark ? 'text-brand-100' : 'text-ink-950')}>
        <IllustrationArt name="regions" />
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.regions.map((region, index) => (
          <Reveal as="li" key={region.id ?? region.code} delay={stepDelay(index)} className={cardClasses(dark)}>
            <div className="flex items-center justify-between gap-3">
              <MapPin aria-hidden className={clsx('size-6', dark ? 'text-teal-300' : 'text-brand-600')} />
              <code
                className={clsx(
                  'rounded-md px-2 py-1 font-mono text-xs',
                  dark ? 'bg-white/10 text-brand-100' : 'bg-slate-100 text-slate-700',
                )}
              >
                {region.code}
              </code>
            </div>
            <h3 className={clsx('heading-card mt-5', dark ? 'text-white' : 'text-ink-950')}>{region.name}</h3>
            <p className={clsx('text-sm font-medium', dark ? 'text-brand-200' : 'text-brand-700')}>{region.location}</p>
            {region.description && (
              <p className={clsx('mt-3 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                {region.description}
              </p>
            )}
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}
