import Holidays from 'date-holidays'

/** SPEC §9: a reply within one business day, office hours Mon–Fri 09:00–17:30 UK time. */
export const OFFICE_ZONE = 'Europe/London'
export const OFFICE_OPEN_MINUTES = 9 * 60
export const OFFICE_CLOSE_MINUTES = 17 * 60 + 30
/** One business day of office time: 8 h 30 min. */
export const REPLY_WINDOW_MS = (OFFICE_CLOSE_MINUTES - OFFICE_OPEN_MINUTES) * 60_000

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

// England and Wales share their bank holidays; the library keeps them (and substitute days) up to date.
const holidays = new Holidays('GB', 'ENG')
const holidayCache = new Map<number, Set<string>>()

function bankHolidays(year: number): Set<string> {
  let days = holidayCache.get(year)
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10)),
    )
    holidayCache.set(year, days)
  }
  return days
}

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

export type Local = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The London wall-clock date and time of an instant. */
export function local(instant: number): Local {
  const parts = Object.fromEntries(dateParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  return parts as unknown as Local
}

/** The zone's offset from UTC at `instant`, in ms (0 in winter, one hour in summer). */
function offsetAt(instant: number): number {
  const l = local(instant)
  return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - Math.floor(instant / 1000) * 1000
}

/** The instant of a wall-clock time in London (office hours never fall in a clock-change gap). */
export function londonInstant(year: number, month: number, day: number, minutes: number): number {
  const guess = Date.UTC(year, month - 1, day, 0, minutes)
  const first = guess - offsetAt(guess)
  return guess - offsetAt(first)
}

const isoDay = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The London calendar day of an instant, as YYYY-MM-DD. */
export function londonDay(at: Date): string {
  const { year, month, day } = local(at.getTime())
  return isoDay(year, month, day)
}

/** Whether a London calendar date is a working day: Monday to Friday and not a bank holiday. */
export function isWorkingDay(year: number, month: number, day: number): boolean {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !bankHolidays(year).has(isoDay(year, month, day))
}

/**
 * When a reply to something that arrived at `arrivedAt` is due: the moment 8 h 30 min of office
 * time (Mon–Fri 09:00–17:30 Europe/London, bank holidays excluded) has passed since it arrived.
 */
export function replyDueAt(arrivedAt: Date, windowMs = REPLY_WINDOW_MS): Date {
  let remaining = windowMs
  const start = arrivedAt.getTime()
  const first = local(start)
  let cursor = Date.UTC(first.year, first.month - 1, first.day)
  for (let i = 0; i < 3660; i++, cursor += DAY) {
    const d = new Date(cursor)
    const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
    if (!isWorkingDay(y, m, day)) continue
    const open = Math.max(londonInstant(y, m, day, OFFICE_OPEN_MINUTES), start)
    const close = londonInstant(y, m, day, OFFICE_CLOSE_MINUTES)
    if (open >= close) continue
    if (close - open >= remaining) return new Date(open + remaining)
    remaining -= close - open
  }
  throw new Error('No office time within ten years')
}

/** A lead is overdue while it is still new after its reply was due. */
export const isOverdue = (lead: { status: string; due_at?: string | null }, now = Date.now()): boolean =>
  lead.status === 'new' && Boolean(lead.due_at) && new Date(lead.due_at!).getTime() < now
