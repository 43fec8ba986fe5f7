import { OFFICE_ZONE, ukInstant } from '@shared/uk-time'

// Office hours are kept in UK time (@shared/uk-time); the visitor sees every slot in their own zone.
export { formatMeeting, OFFICE_ZONE } from '@shared/uk-time'

/** The starts a visitor without JavaScript picks from (UK time): 09:00 to 17:00, every half hour. */
export const UK_SLOT_TIMES = Array.from({ length: 17 }, (_, i) => {
  const minutes = 9 * 60 + i * 30
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})

export type SlotTime = { start: string; label: string }
export type SlotDay = { key: string; label: string; times: SlotTime[] }

/** The browser's own time zone (UK time where it cannot tell). */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || OFFICE_ZONE
  } catch {
    return OFFICE_ZONE
  }
}

/** Slots (ISO instants) grouped by the visitor's calendar day, each time in their zone. */
export function groupByDay(slots: string[], zone: string): SlotDay[] {
  const key = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' })
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const days: SlotDay[] = []
  for (const start of slots) {
    const at = new Date(start)
    const dayKey = key.format(at)
    let current = days.at(-1)
    if (current?.key !== dayKey) {
      current = { key: dayKey, label: day.format(at), times: [] }
      days.push(current)
    }
    current.times.push({ start, label: time.format(at) })
  }
  return days
}

/** A zone's name as people read it: "America/New_York" → "New York". */
export const zoneName = (zone: string): string =>
  zone === OFFICE_ZONE ? 'UK' : (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ')

/** A UK date ("2026-06-16") and time ("09:30") as an ISO instant, or null when either is not one. */
export function ukTimeToIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})$/.exec(time)
  if (!d || !t) return null
  const instant = ukInstant(Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]) * 60 + Number(t[2]))
  return Number.isNaN(instant) ? null : new Date(instant).toISOString()
}
