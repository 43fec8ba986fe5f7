import type { ApiLeadStats } from '@shared/contract-types'

/** "45 min", "3 h 20 min", "2 d 4 h"; null (nobody contacted yet) reads as a dash. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—'
  const whole = Math.round(minutes)
  const days = Math.floor(whole / 1440)
  const hours = Math.floor((whole % 1440) / 60)
  if (days) return hours ? `${days} d ${hours} h` : `${days} d`
  if (hours) return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`
  return `${whole} min`
}

const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** Counts sit under `counts` so that no topic name can clash with `week` or `total`. */
export type ChartRow = { week: string; total: number; counts: Record<string, number> }

/**
 * One row per week for the stacked bar chart: the week's label ("2 Mar", its Monday) and a count for
 * every topic, zero included, so each bar stacks the same series.
 */
export function chartRows(stats: Pick<ApiLeadStats, 'weeks' | 'topics'>): ChartRow[] {
  return stats.weeks.map((week) => ({
    week: weekLabel.format(new Date(`${week.week_start}T00:00:00Z`)),
    total: week.total,
    counts: Object.fromEntries(stats.topics.map((topic) => [topic, week.by_topic[topic] ?? 0])),
  }))
}

// Distinct on white and beside each other; topics past the last colour start the list again.
const TOPIC_COLOURS = ['#2563eb', '#f59e0b', '#10b981', '#8b5cf6', '#ef4444', '#06b6d4', '#64748b']

export const topicColour = (index: number) => TOPIC_COLOURS[index % TOPIC_COLOURS.length]!
