import Holidays from 'date-holidays'

import { ukInstant, ukWallClock } from '../../shared/uk-time'

/** SPEC §9: a reply within one business day, office hours Mon–Fri 09:00–17:30 UK time. */
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

const isoDay = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The London calendar day of an instant, as YYYY-MM-DD. */
export function londonDay(at: Date): string {
  const { year, month, day } = ukWallClock(at.getTime())
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
  const first = ukWallClock(start)
  let cursor = Date.UTC(first.year, first.month - 1, first.day)
  for (let i = 0; i < 3660; i++, cursor += DAY) {
    const d = new Date(cursor)
    const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
    if (!isWorkingDay(y, m, day)) continue
    const open = Math.max(ukInstant(y, m, day, OFFICE_OPEN_MINUTES), start)
    const close = ukInstant(y, m, day, OFFICE_CLOSE_MINUTES)
    if (open >= close) continue
    if (close - open >= remaining) return new Date(open + remaining)
    remaining -= close - open
  }
  throw new Error('No office time within ten years')
}

/** A lead is overdue while it is still new after its reply was due. */
export const isOverdue = (lead: { status: string; due_at?: string | null }, now = Date.now()): boolean =>
  lead.status === 'new' && Boolean(lead.due_at) && new Date(lead.due_at!).getTime() < now
