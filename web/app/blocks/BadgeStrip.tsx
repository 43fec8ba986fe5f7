import clsx from 'clsx'
import { ArrowRight } from 'lucide-react'

import type { BadgeStripBlock } from '@shared/payload-types'

import { Icon } from '~/components/icons'
import { Reveal } from './ui/Reveal'
import { Section, SectionHeading } from './ui/Section'
import { SmartLink } from './ui/SmartLink'

/**
 * Short labels with icons. A badge with a page is a link that looks like one (border, hover, arrow);
 * the rest are flat labels, so nothing looks clickable that is not.
 */
export function BadgeStrip({ block }: { block: BadgeStripBlock }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor} tight>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="mb-8" />
      <Reveal>
        <ul className="flex flex-wrap justify-center gap-3">
          {block.items.map((item) => {
            const icon = <Icon name={item.icon} className={clsx('size-4', dark ? 'text-teal-300' : 'text-brand-600')} />
            return (
              <li key={item.id ?? item.label}>
                {item.href ? (
                  <SmartLink
                    href={item.href}
                    className={clsx(
                      'group inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition',
                      dark
                        ? 'border-white/25 bg-white/5 text-white hover:border-white/60'
                        : 'border-brand-200 bg-white text-brand-700 shadow-sm hover:border-brand-500 hover:bg-brand-50',
                    )}
                  >
                    {icon}
                    {item.label}
                    <ArrowRight aria-hidden className="size-3.5 transition group-hover:translate-x-0.5" />
                  </SmartLink>
                ) : (
                  <span
                    className={clsx(
                      'inline-flex items-center gap-2 px-2 py-2 text-sm font-medium',
                      dark ? 'text-slate-200' : 'text-slate-700',
                    )}
                  >
                    {icon}
                    {item.label}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </Reveal>
    </Section>
  )
}
