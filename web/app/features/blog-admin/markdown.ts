/** The portal editor's formatting buttons, as Markdown (the server turns it into rich text). */
export type MarkdownAction = 'heading' | 'bold' | 'italic' | 'link' | 'list' | 'quote'

export type Edit = { text: string; start: number; end: number }

const WRAP: Partial<Record<MarkdownAction, [string, string, string]>> = {
  bold: ['**', '**', 'bold text'],
  italic: ['_', '_', 'italic text'],
}
const LINE_PREFIX: Partial<Record<MarkdownAction, string>> = { heading: '## ', list: '- ', quote: '> ' }

/**
 * Applies a formatting button to the selection `start..end` of `text`: wraps it (bold, italic,
 * link), or prefixes each selected line (heading, list, quote). Returns the new text and the
 * selection to restore, so typing can go on where it was.
 */
export function applyMarkdown(text: string, start: number, end: number, action: MarkdownAction): Edit {
  const selected = text.slice(start, end)
  const wrap = WRAP[action]
  if (wrap) {
    const [open, close, placeholder] = wrap
    const inner = selected || placeholder
    const next = text.slice(0, start) + open + inner + close + text.slice(end)
    return { text: next, start: start + open.length, end: start + open.length + inner.length }
  }
  if (action === 'link') {
    const label = selected || 'link text'
    const url = 'https://'
    const next = `${text.slice(0, start)}[${label}](${url})${text.slice(end)}`
    const urlStart = start + label.length + 3
    return { text: next, start: urlStart, end: urlStart + url.length }
  }
  const prefix = LINE_PREFIX[action]!
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const block = text.slice(lineStart, end)
  const prefixed = block
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : prefix + line))
    .join('\n')
  return {
    text: text.slice(0, lineStart) + prefixed + text.slice(end),
    start: lineStart,
    end: lineStart + prefixed.length,
  }
}
