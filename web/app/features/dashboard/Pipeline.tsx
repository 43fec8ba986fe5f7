import { PoundSterling, Trophy } from 'lucide-react'

import type { ApiLeadStats } from '@shared/contract-types'
import { formatPounds } from '~/lib/format'

import { formatRate } from './stats'
import { StatTile } from './StatTile'

type Pipeline = ApiLeadStats['pipeline']

function WinRateTable({ caption, head, rows }: { caption: string; head: string; rows: Pipeline['win_rate_by_topic'] }) {
  return (
    <div className="min-w-0 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-6">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold text-ink-950">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-2 pr-2 font-medium">
              {head}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Won
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Lost
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              Win rate
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-3 text-slate-500">
                No leads won or lost yet.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-2 text-left font-normal break-words text-ink-950">
                  {row.key}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{row.won}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.lost}</td>
                <td className="py-2 pl-2 text-right font-semibold tabular-nums">{formatRate(row.rate)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** Money on the desk: open pipeline, won this UK quarter, and win rates by topic and by source or campaign. */
export function PipelineSection({ pipeline }: { pipeline: Pipeline }) {
  return (
    <section aria-labelledby="pipeline" className="space-y-4">
      <h2 id="pipeline" className="text-lg font-semibold text-ink-950">
        Pipeline
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <StatTile
          label="Open pipeline"
          value={formatPounds(pipeline.open_value_gbp)}
          hint={`${pipeline.open_count} open ${pipeline.open_count === 1 ? 'lead' : 'leads'}`}
          icon={PoundSterling}
        />
        <StatTile
          label="Won this quarter"
          value={formatPounds(pipeline.won_value_gbp)}
          hint={`${pipeline.won_count} won · ${pipeline.quarter.label}`}
          icon={Trophy}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <WinRateTable caption="Win rate by topic" head="Topic" rows={pipeline.win_rate_by_topic} />
        <WinRateTable caption="Win rate by source or campaign" head="Source" rows={pipeline.win_rate_by_source} />
      </div>
    </section>
  )
}
