import clsx from 'clsx'

import type { BadgeStripBlock } from '@shared/payload-types'

import { Icon } from './ui/icons'
import { Reveal } from './ui/Reveal'
import { Section, SectionHeading } from './ui/Section'

export function BadgeStrip({ block }: { block: BadgeStripBlock }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor} tight>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="mb-8" />
      <Reveal>
        <ul className="flex flex-wrap justify-center gap-3">
          {block.items.map((item) => (
            <li
              key={item.id ?? item.label}
              className={clsx(
                'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium',
                dark ? 'border-white/15 bg-white/5 text-white' : 'border-slate-200 bg-white text-ink-950 shadow-sm',
              )}
            >
              <Icon name={item.icon} className={clsx('size-4', dark ? 'text-teal-300' : 'text-brand-600')} />
              {item.label}
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}
