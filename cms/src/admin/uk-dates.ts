/** Dates as a UK office writes them, everywhere in the admin: "27 Nov 2026, 09:00", 24-hour clock. */
export const UK_DATE_TIME = 'd MMM yyyy, HH:mm'
export const UK_TIME = 'HH:mm'
/** react-datepicker's first day of the week: Monday. */
export const MONDAY = 1
