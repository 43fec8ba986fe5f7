import type { Payload } from 'payload'

import { barLayout, dayLabel, labelledDays, roundTicks } from '../../admin/chart'
import { pagePerformance, REPORT_RANGES, type PerformanceRow } from '../../analytics/report'

export const enquiryCount = (n: number) => (n === 1 ? '1 enquiry' : `${n} enquiries`)

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

/** Daily views as bars over a y-axis of round numbers, UK dates under them; readable at 390 px too. */
export function DailyChart({ daily }: { daily: { day: string; views: number }[] }) {
  const most = Math.max(0, ...daily.map((d) => d.views))
  const ticks = roundTicks(most)
  const top = ticks[ticks.length - 1]
  const width = 600
  const height = 120
  const bars = barLayout(daily.length, width)
  const total = daily.reduce((sum, d) => sum + d.views, 0)
  const muted = { fontSize: 12, color: 'var(--theme-elevation-600)' } as const
  const percentOf = (value: number) => `${(value / top) * 100}%`
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 6 }}>
        <div aria-hidden style={{ position: 'relative', height, minWidth: 24, ...muted }}>
          {ticks.map((tick) => (
            <span
              key={tick}
              style={{ position: 'absolute', right: 0, bottom: percentOf(tick), transform: 'translateY(50%)' }}
            >
              {tick.toLocaleString('en-GB')}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Page views per day from ${dayLabel(daily[0]?.day ?? '')} to ${dayLabel(daily.at(-1)?.day ?? '')}: ${total} in ${daily.length} days, at most ${most} in a day`}
          style={{ width: '100%', height, display: 'block', overflow: 'visible' }}
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={width}
              y1={height - (tick / top) * height}
              y2={height - (tick / top) * height}
              stroke="var(--theme-elevation-150)"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {daily.map((d, i) => (
            <rect
              key={d.day}
              x={bars.x(i)}
              y={height - (d.views / top) * height}
              width={bars.width}
              height={(d.views / top) * height}
              fill="var(--theme-success-500)"
            >
              <title>{`${dayLabel(d.day)}: ${d.views} views`}</title>
            </rect>
          ))}
        </svg>
        <span />
        <div aria-hidden style={{ position: 'relative', height: 18, ...muted }}>
          {labelledDays(daily.length).map((i) => (
            <span
              key={daily[i].day}
              style={{
                position: 'absolute',
                top: 2,
                left: `${((bars.x(i) + bars.width / 2) / width) * 100}%`,
                transform: i === 0 ? 'none' : i === daily.length - 1 ? 'translateX(-100%)' : 'translateX(-50%)',
                whiteSpace: 'nowrap',
              }}
            >
              {dayLabel(daily[i].day)}
            </span>
          ))}
        </div>
      </div>
      <figcaption style={{ ...muted, marginTop: 4 }}>
        {total} views in {daily.length} days, at most {most} a day
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
        page of its visit and its campaign. Conversion is enquiries from counted visits divided by counted views, so it
        never exceeds 100%.
      </p>
      <p style={{ margin: '0 0 12px', fontSize: 14 }}>
        {enquiryCount(report.enquiries)} in the last {report.days} days
        {report.uncounted > 0 && `, ${report.uncounted} from pages we could not count`}.
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
