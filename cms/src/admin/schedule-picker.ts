/**
 * The schedule drawer's rules and clock, kept free of server modules so the admin's browser bundle
 * can use them.
 */
import { formatUkDateTime } from './uk-dates'

export type PublishType = 'publish' | 'unpublish'

/**
 * What the drawer offers first: publishing, unless the document is published and has no newer draft
 * (then the only thing left to schedule is taking it down).
 */
export const defaultScheduleType = (doc: { hasPublishedDoc: boolean; unpublishedVersionCount: number }): PublishType =>
  doc.hasPublishedDoc && doc.unpublishedVersionCount === 0 ? 'unpublish' : 'publish'

type WallClock = { year: number; month: number; day: number; hour: number; minute: number }

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterFor = (zone: string) => {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

function wallClock(instant: Date, zone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  )
  return parts as unknown as WallClock
}

/**
 * The date picker works in the browser's own zone; this is the browser-zone date whose clock reads
 * what a clock in `zone` reads at `instant`, so an editor abroad still picks UK times.
 */
export function shownInPicker(instant: Date, zone: string): Date {
  const c = wallClock(instant, zone)
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute)
}

/** The instant at which a clock in `zone` reads what the picker shows (the inverse of shownInPicker). */
export function pickedInstant(picked: Date, zone: string): Date {
  const wanted = Date.UTC(
    picked.getFullYear(),
    picked.getMonth(),
    picked.getDate(),
    picked.getHours(),
    picked.getMinutes(),
  )
  const offsetAt = (instant: number) => {
    const c = wallClock(new Date(instant), zone)
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - instant
  }
  const first = wanted - offsetAt(wanted)
  return new Date(wanted - offsetAt(first))
}

/** "Publish on 27 Nov 2026, 09:00 (UK time)": one line of the drawer's list of what is planned. */
export function describeUpcoming(event: { type: PublishType; at: Date }, zone: string): string {
  return `${event.type === 'publish' ? 'Publish' : 'Unpublish'} on ${formatUkDateTime(event.at, zone)}`
}
