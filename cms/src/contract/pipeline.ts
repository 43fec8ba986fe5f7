import type { ApiLead, ApiLeadStats } from '../shared/contract-types'
import { ukInstant, ukWallClock } from '../shared/uk-time'

export type Quarter = ApiLeadStats['pipeline']['quarter']
export type WinRate = ApiLeadStats['pipeline']['win_rate_by_topic'][number]

/**
 * The calendar quarter (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec) holding `instant` on the UK's clock:
 * it starts at midnight London time on its first day (23:00 UTC the evening before in summer time)
 * and ends where the next begins.
 */
export function ukQuarter(instant: number): Quarter {
  const { year, month } = ukWallClock(instant)
  const first = month - ((month - 1) % 3)
  const quarter = (first + 2) / 3
  const next = first + 3 > 12 ? [year + 1, 1] : [year, first + 3]
  return {
    label: `Q${quarter} ${year} (${['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec'][quarter - 1]})`,
    start: new Date(ukInstant(year, first, 1, 0)).toISOString(),
    end: new Date(ukInstant(next[0], next[1], 1, 0)).toISOString(),
  }
}

/** Won / (won + lost) per key, most closed first; open leads do not count. */
export function winRates(leads: readonly ApiLead[], keyOf: (lead: ApiLead) => string): WinRate[] {
  const rows = new Map<string, WinRate>()
  for (const lead of leads) {
    if (lead.outcome !== 'won' && lead.outcome !== 'lost') continue
    const key = keyOf(lead)
    const row = rows.get(key) ?? { key, won: 0, lost: 0, rate: null }
    row[lead.outcome] += 1
    rows.set(key, row)
  }
  return [...rows.values()]
    .map((row) => ({ ...row, rate: row.won / (row.won + row.lost) }))
    .sort((a, b) => b.won + b.lost - (a.won + a.lost) || a.key.localeCompare(b.key))
}

/** The campaign a lead came from, else its source label (SPEC's default: "Contact form"). */
export const sourceKey = (lead: Pick<ApiLead, 'utm_campaign' | 'source'>): string =>
  lead.utm_campaign ? `Campaign: ${lead.utm_campaign}` : lead.source || 'Contact form'

/** The dashboard's money figures: open pipeline, won this UK quarter, win rates by topic and source. */
export function pipelineStats(leads: readonly ApiLead[], now = Date.now()): ApiLeadStats['pipeline'] {
  const quarter = ukQuarter(now)
  const [from, to] = [Date.parse(quarter.start), Date.parse(quarter.end)]
  const open = leads.filter((l) => l.outcome === 'open')
  const won = leads.filter((l) => {
    const closed = l.outcome === 'won' && l.closed_at ? Date.parse(l.closed_at) : NaN
    return closed >= from && closed < to
  })
  const sum = (list: readonly ApiLead[]) => list.reduce((total, l) => total + (l.value_gbp ?? 0), 0)
  return {
    open_value_gbp: sum(open),
    open_count: open.length,
    quarter,
    won_value_gbp: sum(won),
    won_count: won.length,
    win_rate_by_topic: winRates(leads, (l) => l.topic || 'Other'),
    win_rate_by_source: winRates(leads, sourceKey),
  }
}
