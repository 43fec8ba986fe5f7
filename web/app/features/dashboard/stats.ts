import type { ApiLeadStats } from '@shared/contract-types'
import { contrast, hsl } from '~/lib/contrast'

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

/** A win rate as a whole percentage ("67%"); null (nothing closed) reads as a dash. */
export const formatRate = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)}%`)

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

// Dark and light by turns, so each stacked segment differs from the next by at least 3:1.
const TOPIC_COLOURS = [
  '#1e40af',
  '#fbbf24',
  '#065f46',
  '#7dd3fc',
  '#7e22ce',
  '#86efac',
  '#9f1239',
  '#fda4af',
  '#134e4a',
  '#c4b5fd',
  '#7c2d12',
  '#fdba74',
]
const MIN_CONTRAST = 3
const GOLDEN_ANGLE = 137.508

/**
 * The colour of each topic, never repeated: the list above, then new hues a golden angle apart,
 * dark and light by turns, each made darker or lighter until it differs from the one before by 3:1.
 */
export function topicColours(count: number): string[] {
  const colours = TOPIC_COLOURS.slice(0, count)
  for (let i = colours.length; i < count; i++) {
    const dark = i % 2 === 0
    const hue = (i * GOLDEN_ANGLE) % 360
    let lightness = dark ? 0.3 : 0.75
    let colour = hsl(hue, 0.7, lightness)
    while (contrast(colour, colours[i - 1]!) < MIN_CONTRAST && lightness > 0.05 && lightness < 0.95) {
      lightness += dark ? -0.03 : 0.03
      colour = hsl(hue, 0.7, lightness)
    }
    // Two hues can round to one colour; a nudge keeps every topic its own.
    while (colours.includes(colour)) colour = hsl(hue + 1, 0.7, lightness)
    colours.push(colour)
  }
  return colours
}
