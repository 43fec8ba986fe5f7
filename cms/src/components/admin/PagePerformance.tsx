import type { Payload } from 'payload'

import { pagePerformance, REPORT_RANGES, type PerformanceRow } from '../../analytics/report'

export const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`)

function Table({ caption, first, rows }: { caption: string; first: string; rows: PerformanceRow[] }) {
  const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)' } as const
  const number = { ...cell, textAlign: 'right' } as const
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0 0 8px' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>{first}</th>
          <th style={number}>Views</th>
          <th style={number}>Enquiries</th>
          <th style={number}>Conversion</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={4} style={cell}>
              Nothing counted yet.
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.name}>
            <td style={{ ...cell, wordBreak: 'break-all' }}>{row.name}</td>
            <td style={number}>{row.views}</td>
            <td style={number}>{row.enquiries}</td>
            <td style={number}>{percent(row.conversion)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Daily views as bars: enough to see a campaign start or a quiet week. */
export function DailyChart({ daily }: { daily: { day: string; views: number }[] }) {
  const most = Math.max(1, ...daily.map((d) => d.views))
  const width = 600
  const height = 80
  const bar = width / daily.length
  const total = daily.reduce((sum, d) => sum + d.views, 0)
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Page views per day: ${total} in ${daily.length} days, at most ${most} in a day`}
        style={{ width: '100%', height: 80, display: 'block' }}
      >
        {daily.map((d, i) => (
          <rect
            key={d.day}
            x={i * bar + 1}
            y={height - (d.views / most) * (height - 4)}
            width={Math.max(1, bar - 2)}
            height={(d.views / most) * (height - 4)}
            fill="var(--theme-success-500)"
          >
            <title>{`${d.day}: ${d.views} views`}</title>
          </rect>
        ))}
      </svg>
      <figcaption
        style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'var(--theme-elevation-600)' }}
      >
        <span>{daily[0]?.day}</span>
        <span>
          {total} views, at most {most} a day
        </span>
        <span>{daily.at(-1)?.day}</span>
      </figcaption>
    </figure>
  )
}

/** Views, enquiries and conversion per page and campaign, counted without cookies. */
export async function PagePerformance({ payload, range }: { payload: Payload; range: number }) {
  const report = await pagePerformance(payload, range)
  return (
    <section
      aria-label="Page performance"
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: 16, marginTop: 16 }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>Page performance</h2>
        {REPORT_RANGES.map((days) => (
          <a
            key={days}
            href={`/admin?range=${days}`}
            aria-current={days === range ? 'page' : undefined}
            style={{ fontWeight: days === range ? 700 : 400 }}
          >
            Last {days} days
          </a>
        ))}
      </div>
      <p style={{ margin: '4px 0 12px', color: 'var(--theme-elevation-600)', fontSize: 13 }}>
        Counted without cookies; visitors who ask not to be tracked are not counted. An enquiry counts for the first
        page of its visit and its campaign.
      </p>
      <DailyChart daily={report.daily} />
      <div
        style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', marginTop: 16 }}
      >
        <Table caption="Pages" first="Page" rows={report.pages} />
        <Table caption="Campaigns" first="Campaign" rows={report.campaigns} />
      </div>
    </section>
  )
}
