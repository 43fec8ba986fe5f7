import clsx from 'clsx'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import type { PersonaLinksBlock } from '@shared/payload-types'

import { useBlockData } from './block-data'
import { otherPersonas } from './persona-links'
import { brandClasses } from './ui/brand-colors'
import { Icon } from '~/components/icons'
import { Reveal, stepDelay } from './ui/Reveal'
import { cardClasses, Section, SectionHeading } from './ui/Section'

/** Links to the other leader pages; the current page's persona is hidden. */
export function PersonaLinks({ block }: { block: PersonaLinksBlock }) {
  const { path } = useBlockData()
  const personas = otherPersonas(block.items, path)
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {personas.map((persona, index) => {
          const colour = brandClasses(persona.color)
          return (
            <Reveal
              as="li"
              key={persona.id ?? persona.path}
              delay={stepDelay(index)}
              className={cardClasses(dark, 'p-0 transition hover:-translate-y-0.5 hover:shadow-md')}
            >
              <Link to={persona.path} className="group flex h-full flex-col p-6">
                <span className={clsx('grid size-11 place-items-center rounded-xl', colour.soft, colour.text)}>
                  <Icon name={persona.icon} className="size-5" />
                </span>
                <h3
                  className={clsx('heading-card mt-4', dark ? 'text-white' : 'text-ink-950 group-hover:text-brand-700')}
                >
                  {persona.title}
                </h3>
                {persona.tagline && (
                  <p className={clsx('mt-1 flex-1 text-sm leading-6', dark ? 'text-slate-300' : 'text-slate-600')}>
                    {persona.tagline}
                  </p>
                )}
                <ArrowRight
                  aria-hidden
                  className={clsx('mt-4 size-4 transition group-hover:translate-x-1', colour.text)}
                />
              </Link>
            </Reveal>
          )
        })}
      </ul>
    </Section>
  )
}
