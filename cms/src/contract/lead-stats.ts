import type { ApiLead, ApiLeadStats } from '../shared/contract-types'
import { LEAD_STATUS } from '../shared/constants'
import { pipelineStats } from './pipeline'

const DAY = 86_400_000
const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Monday (UK calendar) of the week holding `instant`, as YYYY-MM-DD. */
export function weekStart(instant: number): string {
  const day = Date.parse(`${londonDate.format(instant)}T00:00:00Z`)
  const weekday = (new Date(day).getUTCDay() + 6) % 7
  return new Date(day - weekday * DAY).toISOString().slice(0, 10)
}

const median = (values: number[]): number | null => {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The dashboard's figures: leads per status, overdue now, the median time (wall-clock minutes) from
 * arrival to first contact over the last 30 days, leads per week for 12 weeks by topic, and the pipeline.
 */
export function leadStats(leads: readonly ApiLead[], now = Date.now()): ApiLeadStats {
  const by_status = Object.fromEntries(LEAD_STATUS.map((s) => [s, 0])) as ApiLeadStats['by_status']
  for (const lead of leads) by_status[lead.status] += 1

  const since = now - 30 * DAY
  const minutes = leads
    .filter((l) => l.first_contacted_at && Date.parse(l.created_at) >= since)
    .map((l) => Math.max(0, Math.round((Date.parse(l.first_contacted_at!) - Date.parse(l.created_at)) / 60_000)))

  const current = Date.parse(`${weekStart(now)}T00:00:00Z`)
  const weeks = Array.from({ length: 12 }, (_, i) => ({
    week_start: new Date(current - (11 - i) * 7 * DAY).toISOString().slice(0, 10),
    total: 0,
    by_topic: {} as Record<string, number>,
  }))
  const index = new Map(weeks.map((w, i) => [w.week_start, i]))
  const topics = new Set<string>()
  for (const lead of leads) {
    const i = index.get(weekStart(Date.parse(lead.created_at)))
    if (i === undefined) continue
    const topic = lead.topic || 'Other'
    topics.add(topic)
    weeks[i].total += 1
    weeks[i].by_topic[topic] = (weeks[i].by_topic[topic] ?? 0) + 1
  }
  return {
    by_status,
    overdue: leads.filter((l) => l.overdue).length,
    median_minutes_to_first_contact: median(minutes),
    weeks,
    topics: [...topics].sort((a, b) => a.localeCompare(b)),
    pipeline: pipelineStats(leads, now),
  }
}
