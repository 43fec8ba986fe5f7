/** Values a template may use; missing ones render as empty text. */
export type TemplateVars = Record<string, string | number | null | undefined>

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])

/**
 * Fills `{{name}}` placeholders. In HTML every value is escaped, so a visitor's message can never
 * add markup to an e-mail; plain text and subjects get the values as they are (subjects on one line).
 */
export function renderTemplate(template: string, vars: TemplateVars, mode: 'text' | 'html' | 'subject'): string {
  return template.replace(/\{\{\s*([a-z0-9_]+)\s*\}\}/gi, (_, name: string) => {
    const raw = vars[name]
    const value = raw === null || raw === undefined ? '' : String(raw)
    if (mode === 'html') return escapeHtml(value).replace(/\r?\n/g, '<br>')
    if (mode === 'subject') return value.replace(/\s+/g, ' ').trim()
    return value
  })
}

/** The placeholders a template uses, for checking templates against the values a message supplies. */
export const placeholders = (template: string): string[] => [
  ...new Set([...template.matchAll(/\{\{\s*([a-z0-9_]+)\s*\}\}/gi)].map((m) => m[1])),
]
