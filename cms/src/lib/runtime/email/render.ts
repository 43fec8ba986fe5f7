/** Values a template may use; missing ones render as empty text. */
export type TemplateVars = Record<string, string | number | null | undefined>

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])

/** The values that may span lines (a visitor's message, a request's reason); every other one is one line. */
const MULTILINE = new Set(['message', 'reason'])

/**
 * Fills `{{name}}` placeholders. In HTML every value is escaped, so a visitor's message can never
 * add markup to an e-mail; plain text gets the values as they are, and subjects on one line. A
 * one-line value (a name, a company) is kept on one line everywhere, so line breaks typed into it
 * cannot forge more lines (a fake "Open the lead:" link) in the e-mail.
 */
export function renderTemplate(template: string, vars: TemplateVars, mode: 'text' | 'html' | 'subject'): string {
  return template.replace(/\{\{\s*([a-z0-9_]+)\s*\}\}/gi, (_, name: string) => {
    const raw = vars[name]
    let value = raw === null || raw === undefined ? '' : String(raw)
    if (mode === 'subject' || !MULTILINE.has(name)) value = value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ')
    if (mode === 'html') return escapeHtml(value).replace(/\r?\n/g, '<br>')
    if (mode === 'subject') return value.replace(/\s+/g, ' ').trim()
    return value
  })
}

/** The placeholders a template uses, for checking templates against the values a message supplies. */
export const placeholders = (template: string): string[] => [
  ...new Set([...template.matchAll(/\{\{\s*([a-z0-9_]+)\s*\}\}/gi)].map((m) => m[1])),
]
