import clsx from 'clsx'

import type { StatGridBlock } from '@shared/payload-types'

import { useBlockData } from './block-data'
import { Reveal, stepDelay } from './ui/Reveal'
import { Section, SectionHeading, useIsDark } from './ui/Section'

type Stat = { key: string; value: string; label: string; description?: string | null }

function Tiles({ stats }: { stats: Stat[] }) {
  const dark = useIsDark()
  return (
    <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {stats.map((stat, index) => (
        <Reveal
          key={stat.key}
          delay={stepDelay(index)}
          className={clsx(dark ? 'card-dark' : 'card', 'flex flex-col-reverse justify-end text-center')}
        >
          <dt className={clsx('mt-2 text-sm font-medium', dark ? 'text-slate-300' : 'text-slate-600')}>
            {stat.label}
            {stat.description && <span className="mt-1 block text-xs font-normal opacity-80">{stat.description}</span>}
          </dt>
          <dd className={clsx('text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-brand-600')}>
            {stat.value}
          </dd>
        </Reveal>
      ))}
    </dl>
  )
}

/** Figures in a grid: 2 columns on small screens, 4 wide; each tile enters a step after the last. */
export function StatGrid({ block }: { block: StatGridBlock }) {
  const { stats: contentStats } = useBlockData()
  const stats: Stat[] =
    block.source === 'content'
      ? contentStats.map((s) => ({ key: String(s.id), value: s.value, label: s.label }))
      : (block.items ?? []).map((s, i) => ({
          key: s.id ?? String(i),
          value: s.value,
          label: s.label,
          description: s.description,
        }))
  return (
    <Section theme={block.theme} anchor={block.anchor} tight={!block.heading}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <Tiles stats={stats} />
    </Section>
  )
}
