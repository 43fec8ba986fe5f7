/** Dates as a UK office writes them, everywhere in the admin: "27 Nov 2026, 09:00", 24-hour clock. */
export const UK_DATE_TIME = 'd MMM yyyy, HH:mm'
export const UK_TIME = 'HH:mm'
/** react-datepicker's first day of the week: Monday. */
export const MONDAY = 1

const formatters = new Map<string, Intl.DateTimeFormat>()

/** "27 Nov 2026, 09:00" in `zone` (the office's, or the one the drawer shows), whatever the computer's. */
export function formatUkDateTime(at: Date, zone: string): string {
  let formatter = formatters.get(zone)
  if (!formatter)
    formatters.set(
      zone,
      (formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })),
    )
  return formatter.format(at)
}
