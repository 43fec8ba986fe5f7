import type { CollectionSlug, Payload } from 'payload'

import { londonDay } from '../lib/domain/office-hours'
import { OFFICE_ZONE } from '../shared/uk-time'
import { type Schedule, upcomingSchedules } from './schedule'

export type CalendarEntry = Schedule & { title: string; kind: string; href: string; time: string }
export type CalendarDay = { key: string; label: string; entries: CalendarEntry[] }
export type CalendarWeek = { label: string; days: CalendarDay[] }

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
const weekLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })

/** UK time of day, 24-hour. */
export const ukTimeOfDay = (at: Date): string => ukTime.format(at)

/**
 * `weeks` Monday-first weeks of UK calendar days from the week holding `from`, each day with the
 * entries that fall on it. Days are counted on the calendar, so a clock change moves nothing.
 */
export function calendarWeeks(entries: CalendarEntry[], from: Date, weeks: number): CalendarWeek[] {
  const [year, month, day] = londonDay(from).split('-').map(Number)
  const start = new Date(Date.UTC(year, month - 1, day))
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7))
  const byDay = new Map<string, CalendarEntry[]>()
  for (const entry of [...entries].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const key = londonDay(entry.at)
    byDay.set(key, [...(byDay.get(key) ?? []), entry])
  }
  return Array.from({ length: weeks }, (_, w) => {
    const monday = new Date(start)
    monday.setUTCDate(start.getUTCDate() + w * 7)
    const days = Array.from({ length: 7 }, (_, d) => {
      const date = new Date(monday)
      date.setUTCDate(monday.getUTCDate() + d)
      const key = date.toISOString().slice(0, 10)
      return { key, label: dayLabel.format(date), entries: byDay.get(key) ?? [] }
    })
    return { label: `Week of ${weekLabel.format(monday)}`, days }
  })
}

/** A collection's singular label, as the admin shows it. */
export const kindOf = (payload: Payload, slug: string): string => {
  const label = payload.collections[slug as CollectionSlug]?.config.labels?.singular
  return typeof label === 'string' ? label : slug
}

/** The titles of the scheduled documents (latest drafts), keyed `collection:id`; deleted ones are absent. */
export async function scheduleTitles(payload: Payload, schedules: Schedule[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  for (const collection of new Set(schedules.map((s) => s.collection))) {
    const ids = [...new Set(schedules.filter((s) => s.collection === collection).map((s) => s.id))]
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      where: { id: { in: ids } },
      draft: true,
      depth: 0,
      limit: ids.length,
      overrideAccess: true,
    })
    for (const doc of docs as { id: number | string; title?: unknown }[])
      titles.set(`${collection}:${String(doc.id)}`, typeof doc.title === 'string' ? doc.title : `#${doc.id}`)
  }
  return titles
}

/** Scheduled publishes and unpublishes of the coming weeks, with each document's title and admin link. */
export async function loadCalendar(payload: Payload, from: Date, weeks: number): Promise<CalendarWeek[]> {
  const until = new Date(from.getTime() + (weeks * 7 + 1) * 24 * 60 * 60 * 1000)
  const schedules = await upcomingSchedules(payload, { until })
  const titles = await scheduleTitles(payload, schedules)
  const entries = schedules
    .filter((s) => titles.has(`${s.collection}:${s.id}`))
    .map((s) => ({
      ...s,
      title: titles.get(`${s.collection}:${s.id}`)!,
      kind: kindOf(payload, s.collection),
      href: `/admin/collections/${s.collection}/${s.id}`,
      time: ukTimeOfDay(s.at),
    }))
  return calendarWeeks(entries, from, weeks)
}
