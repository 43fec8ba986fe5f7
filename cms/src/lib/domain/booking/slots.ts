import { ukInstant, ukWallClock } from '../../../shared/uk-time'
import { isWorkingDay, OFFICE_CLOSE_MINUTES, OFFICE_OPEN_MINUTES, replyDueAt } from '../office-hours'

/** A discovery call: 30 minutes, starting on the hour or half hour in office hours (UK time). */
export const SLOT_MINUTES = 30
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
export const SLOT_MS = SLOT_MINUTES * MINUTE

/** How soon and how far ahead a visitor may book; edited in the CMS (Site settings → Booking). */
export type BookingRules = { noticeMinutes: number; horizonDays: number }
export const DEFAULT_BOOKING_RULES: BookingRules = { noticeMinutes: 60, horizonDays: 21 }

export type Busy = { advisor: number | string; start: number; end: number }

/** Why a start time cannot be booked, whoever the advisor. */
export type SlotProblem = 'past' | 'outside_hours' | 'too_soon' | 'too_far'

/** The earliest and latest bookable instants: `noticeMinutes` of office time from now, `horizonDays` ahead. */
export function bookingWindow(now: number, rules: BookingRules): { from: number; to: number } {
  const from = rules.noticeMinutes > 0 ? replyDueAt(new Date(now), rules.noticeMinutes * MINUTE).getTime() : now
  return { from, to: now + rules.horizonDays * DAY }
}

/** Every slot start in office hours (working days, 09:00 to 17:00 London time) in [from, to). */
export function officeSlots(from: number, to: number): number[] {
  const starts: number[] = []
  const first = ukWallClock(from)
  for (let cursor = Date.UTC(first.year, first.month - 1, first.day); cursor <= to + DAY; cursor += DAY) {
    const d = new Date(cursor)
    const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
    if (!isWorkingDay(y, m, day)) continue
    for (let minutes = OFFICE_OPEN_MINUTES; minutes + SLOT_MINUTES <= OFFICE_CLOSE_MINUTES; minutes += SLOT_MINUTES) {
      const start = ukInstant(y, m, day, minutes)
      if (start >= from && start < to) starts.push(start)
    }
  }
  return starts
}

/** Whether `start` is one of the office-hours slot starts. */
export function isOfficeSlot(start: number): boolean {
  if (!Number.isFinite(start) || start % MINUTE !== 0) return false
  const l = ukWallClock(start)
  const minutes = l.hour * 60 + l.minute
  return (
    isWorkingDay(l.year, l.month, l.day) &&
    minutes >= OFFICE_OPEN_MINUTES &&
    minutes + SLOT_MINUTES <= OFFICE_CLOSE_MINUTES &&
    (minutes - OFFICE_OPEN_MINUTES) % SLOT_MINUTES === 0
  )
}

/** What is wrong with booking `start` at `now`, or null when it is a bookable slot time. */
export function slotProblem(start: number, now: number, rules: BookingRules): SlotProblem | null {
  if (start <= now) return 'past'
  if (!isOfficeSlot(start)) return 'outside_hours'
  const { from, to } = bookingWindow(now, rules)
  if (start < from) return 'too_soon'
  if (start >= to) return 'too_far'
  return null
}

const overlaps = (start: number, busy: Busy) => start < busy.end && busy.start < start + SLOT_MS

/** The advisors (of `advisors`) with nothing booked or blocked out during the slot at `start`. */
export function freeAdvisors<Id extends number | string>(start: number, advisors: Id[], busy: Busy[]): Id[] {
  const taken = new Set(busy.filter((b) => overlaps(start, b)).map((b) => String(b.advisor)))
  return advisors.filter((a) => !taken.has(String(a)))
}

/** Every bookable slot in the window at `now` where at least one of `advisors` is free. */
export function freeSlots<Id extends number | string>(
  now: number,
  rules: BookingRules,
  advisors: Id[],
  busy: Busy[],
): number[] {
  if (!advisors.length) return []
  const { from, to } = bookingWindow(now, rules)
  return officeSlots(Math.max(from, now + 1), to).filter((start) => freeAdvisors(start, advisors, busy).length > 0)
}

/**
 * Round robin: the advisors in `order`, starting with the one after `last` (who had the latest
 * booking), keeping only those in `free`.
 */
export function roundRobin<Id extends number | string>(order: Id[], last: Id | null | undefined, free: Id[]): Id[] {
  const after = last === null || last === undefined ? -1 : order.findIndex((a) => String(a) === String(last))
  const rotated = [...order.slice(after + 1), ...order.slice(0, after + 1)]
  const wanted = new Set(free.map(String))
  return rotated.filter((a) => wanted.has(String(a)))
}

/** The first `count` free slots after `start` (for a visitor whose slot was taken). */
export const nextSlots = (slots: number[], start: number, count = 3): number[] =>
  slots.filter((s) => s > start).slice(0, count)
