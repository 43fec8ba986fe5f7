/**
 * CSV (RFC 4180) that spreadsheets open safely: a cell starting with = + - @ (or a tab or carriage
 * return) is prefixed with an apostrophe, so Excel and Sheets show it as text instead of running it
 * as a formula (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export const toCsv = (header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
