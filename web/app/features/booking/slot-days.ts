/** Office hours are kept in UK time; the visitor sees every slot in their own zone. */
export const OFFICE_ZONE = 'Europe/London'

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

/** "Tuesday, 13 January 2026 at 10:00 GMT" in `zone`. */
export function formatMeeting(start: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(start))
}

/** A zone's name as people read it: "America/New_York" → "New York". */
export const zoneName = (zone: string): string =>
  zone === OFFICE_ZONE ? 'UK' : (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ')

function londonOffset(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: OFFICE_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  )
  return (
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - Math.floor(instant / 60_000) * 60_000
  )
}

/** A UK date ("2026-06-16") and time ("09:30") as an ISO instant, or null when either is not one. */
export function ukTimeToIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})$/.exec(time)
  if (!d || !t) return null
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]))
  if (Number.isNaN(wall)) return null
  const instant = wall - londonOffset(wall - londonOffset(wall))
  return new Date(instant).toISOString()
}
