/** Formatting in one place: en-GB dates and pound sterling. */
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
})
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/London',
})
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})
const pence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value))

/** 5 March 2026 */
export const formatLongDate = (value: string | Date | null | undefined) => (value ? longDate.format(toDate(value)) : '')
/** 05/03/2026 */
export const formatShortDate = (value: string | Date | null | undefined) =>
  value ? shortDate.format(toDate(value)) : ''
/** £6,900 */
export const formatPounds = (amount: number) => wholePounds.format(amount)
/** £138.00 */
export const formatPence = (amount: number) => pence.format(amount)
const dayTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const ukYear = (value: Date | number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(value)

/**
 * "Tue 1 Dec, 14:30" in UK time, whatever the viewer's zone, as the site writes call times; the year
 * only when it is not this one ("Thu 1 Jul 2027, 15:30").
 */
export function formatDateTime(value: string | Date | null | undefined, now: Date | number = Date.now()): string {
  if (!value) return ''
  const date = toDate(value)
  const part = Object.fromEntries(dayTime.formatToParts(date).map((p) => [p.type, p.value]))
  const year = part.year === ukYear(now) ? '' : ` ${part.year}`
  return `${part.weekday} ${part.day} ${part.month}${year}, ${part.hour}:${part.minute}`
}

/** "2 h 15 min" / "1 d 3 h": the time left until `due`. */
export function formatTimeLeft(due: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((Date.parse(due) - now) / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days) return `${days} d ${hours} h`
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`
}
