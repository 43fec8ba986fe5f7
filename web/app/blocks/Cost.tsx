import clsx from 'clsx'

import type { CostBlock } from '@shared/payload-types'

import { Reveal } from './ui/Reveal'
import { Section, SectionHeading } from './ui/Section'

/** What a cost line looks like before and after, with one headline saving. */
export function Cost({ block }: { block: CostBlock }) {
  const dark = block.theme === 'dark'
  return (
    <Section theme={block.theme} anchor={block.anchor}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <Reveal className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-3">
        <div
          className={clsx(
            'overflow-x-auto rounded-2xl border lg:col-span-2',
            dark ? 'border-white/10' : 'border-slate-200 bg-white',
          )}
        >
          <table className="w-full text-left text-sm">
            <thead className={dark ? 'bg-white/5 text-white' : 'bg-slate-50 text-ink-950'}>
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Cost</span>
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {block.before_label}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-brand-600">
                  {block.after_label}
                </th>
              </tr>
            </thead>
            <tbody className={clsx('divide-y', dark ? 'divide-white/10' : 'divide-slate-100')}>
              {block.rows.map((row) => (
                <tr key={row.id ?? row.item}>
                  <th scope="row" className={clsx('px-4 py-3 font-medium', dark ? 'text-white' : 'text-ink-950')}>
                    {row.item}
                  </th>
                  <td className={clsx('px-4 py-3', dark ? 'text-slate-400' : 'text-slate-500')}>{row.before}</td>
                  <td className={clsx('px-4 py-3 font-medium', dark ? 'text-teal-300' : 'text-teal-700')}>
                    {row.after}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {block.highlight_value && (
          <div className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-teal-500 to-brand-600 p-8 text-white shadow-lg">
            <p className="text-5xl font-bold tracking-tight">{block.highlight_value}</p>
            {block.highlight_label && <p className="mt-3 text-lg text-white/90">{block.highlight_label}</p>}
          </div>
        )}
      </Reveal>
      {block.assumptions && (
        <p className={clsx('mx-auto mt-6 max-w-5xl text-sm leading-6', dark ? 'text-slate-400' : 'text-slate-500')}>
          {block.assumptions}
        </p>
      )}
    </Section>
  )
}
