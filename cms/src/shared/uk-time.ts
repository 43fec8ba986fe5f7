/**
 * UK time, where office hours, bookings and reminders are kept: the zone, its wall clock and the
 * way a meeting's time is written. Shared by the CMS and the site (Intl only, no library).
 */
export const OFFICE_ZONE = 'Europe/London'

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The UK wall-clock date and time of an instant. */
export function ukWallClock(instant: number): WallClock {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  return parts as unknown as WallClock
}

const two = (n: number) => String(n).padStart(2, '0')

/** "2026-12-01 14:30": an instant as a UK wall-clock date and time that Excel and the like read as one; '' for none. */
export function ukSpreadsheetTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const t = ukWallClock(Date.parse(iso))
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`
}

/** The UK offset from UTC at `instant`, in ms (0 in winter, one hour in summer). */
function offsetAt(instant: number): number {
  const l = ukWallClock(instant)
  return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - Math.floor(instant / 1000) * 1000
}

/** The instant of a UK wall-clock time, `minutes` after midnight (office hours never fall in a clock-change gap). */
export function ukInstant(year: number, month: number, day: number, minutes: number): number {
  const guess = Date.UTC(year, month - 1, day, 0, minutes)
  const first = guess - offsetAt(guess)
  return guess - offsetAt(first)
}

/** "Tuesday, 13 January 2026 at 10:00 GMT": a meeting's start in `zone` (UK time when none is known). */
export function formatMeeting(start: string, zone?: string | null): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone || OFFICE_ZONE,
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
