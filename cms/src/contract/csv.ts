/**
 * CSV (RFC 4180) that spreadsheets open safely: a cell starting with = + - @ (or a tab or carriage
 * return) is prefixed with an apostrophe, so Excel and Sheets show it as text instead of running it
 * as a formula (OWASP "CSV injection"). Excel set to a `;` list separator (much of Europe) splits the
 * line at each `;` instead and reads what follows as a new cell, and a program that splits the file
 * at line breaks without reading its quotes starts a row at each line of a cell: a formula after a
 * `;` or a line break gets the apostrophe too, and such a cell is quoted.
 */
export function csvCell(value: unknown): string {
  const raw = value === null || value === undefined ? '' : String(value)
  const text = raw.replace(/(^|[;\n\r])([\s"]*)(?=[=+\-@\t\r])/g, "$1$2'")
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export const toCsv = (header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
