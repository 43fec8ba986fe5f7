import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { ApiLeadStats } from '@shared/contract-types'

import { chartRows, topicColours, type ChartRow } from './stats'

/**
 * Leads per week for the last 12 weeks, stacked by topic. Default export: the dashboard loads it
 * lazily, so recharts stays out of every bundle but the portal dashboard's.
 */
export default function LeadsChart({ stats }: { stats: Pick<ApiLeadStats, 'weeks' | 'topics'> }) {
  const colours = topicColours(stats.topics.length)
  // The first render uses initialDimension until the container is measured (jsdom never measures).
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 288 }}>
      <BarChart data={chartRows(stats)} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="week" tick={{ fontSize: 12, fill: '#64748b' }} tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#64748b' }} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: '#f1f5f9' }} />
        {/* Legend text in slate: the light topic colours are for bars, not for words on white. */}
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value) => <span className="text-slate-700">{value}</span>}
        />
        {stats.topics.map((topic, i) => (
          <Bar
            key={topic}
            name={topic}
            dataKey={(row: ChartRow) => row.counts[topic]}
            stackId="topics"
            fill={colours[i]}
            maxBarSize={36}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}
