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
