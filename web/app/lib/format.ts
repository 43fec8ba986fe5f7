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
const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
/** 05/03/2026, 10:00 (UK time, whatever the viewer's zone) */
export const formatDateTime = (value: string | Date | null | undefined) => (value ? dateTime.format(toDate(value)) : '')

/** "2 h 15 min" / "1 d 3 h": the time left until `due`. */
export function formatTimeLeft(due: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((Date.parse(due) - now) / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days) return `${days} d ${hours} h`
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`
}
