/** RFC 4180 rows, as the lead export writes them: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (quoted || (c !== ',' && c !== '\r' && c !== '\n')) {
      cell += c
    } else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
    }
  }
  return rows
}
