import { parseFragment } from 'parse5'

import { loadsFromOutside } from '../../content/css-loads'

import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplateContent, type EmailTemplateKey } from './defaults'
import { placeholders } from './render'

/** The placeholder marking where a security e-mail's link goes; the code renders the link itself. */
export const LINK_PLACEHOLDER = '{{link}}'
/** That placeholder however it is spaced or cased, as the renderer finds it. */
export const SECURITY_LINK = /\{\{\s*link\s*\}\}/i
/**
 * A value the code fills with one of this site's addresses: by convention its name ends in `_link`
 * ({{portal_link}}, {{manage_link}}); which ones a message supplies is checked with its other values.
 */
const SITE_LINK = /^\{\{\s*\w+_link\s*\}\}$/i

/** Elements that load, run or submit something, or change how the rest is read. */
const REFUSED_ELEMENTS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'svg',
  'math',
  'textarea',
  'title',
  'noscript',
  'template',
])
/** Attributes a mail client fetches (or submits to) as it shows the message. */
const LOADING_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'background',
  'poster',
  'data',
  'action',
  'formaction',
  'lowsrc',
  'dynsrc',
  'ping',
  'xlink:href',
])

type Node = {
  nodeName: string
  tagName?: string
  value?: string
  attrs?: Array<{ name: string; value: string }>
  childNodes?: Node[]
  content?: Node
}

/** Where a link may point: a link the code fills in, this site, e-mail or phone. */
const safeHref = (value: string, siteOrigin: string) => {
  const v = value.trim()
  if (SITE_LINK.test(v)) return true
  if (/^(?:mailto|tel):/i.test(v) || v.startsWith('#')) return true
  try {
    return new URL(v).origin === siteOrigin
  } catch {
    return false
  }
}

/**
 * What is wrong with a template's HTML, read as a mail client reads it (parse5, the HTML standard's
 * parser): nothing may load from elsewhere (no images, styles, frames or forms), links go only to
 * this site, and the security link's placeholder stands only as text, where the code puts the link.
 */
function htmlProblems(html: string, siteOrigin: string): string[] {
  const problems = new Set<string>()
  const visit = (node: Node) => {
    if (node.tagName && REFUSED_ELEMENTS.has(node.tagName))
      problems.add(`<${node.tagName}> is not allowed in an e-mail template.`)
    for (const { name, value } of node.attrs ?? []) {
      if (LOADING_ATTRIBUTES.has(name))
        problems.add(`"${name}" would load something from elsewhere: e-mail templates cannot load outside resources.`)
      if (name === 'style' && loadsFromOutside(value)) problems.add('Styles cannot load outside resources.')
      if (name === 'href' && !safeHref(value, siteOrigin))
        problems.add(`Links may go only to this site or to a placeholder such as {{portal_link}} (not "${value}").`)
      if (SECURITY_LINK.test(value))
        problems.add(`${LINK_PLACEHOLDER} stands on its own: the link is written by the system.`)
    }
    for (const child of node.childNodes ?? []) visit(child)
    if (node.content) visit(node.content)
  }
  visit(parseFragment(html) as unknown as Node)
  return [...problems]
}

/** The security link's placeholder in plain text must be a line of its own, so no text can join it. */
function textProblems(text: string): string[] {
  const misplaced = text.split(/\r?\n/).some((line) => SECURITY_LINK.test(line) && line.trim() !== LINK_PLACEHOLDER)
  return misplaced ? [`In the plain text, ${LINK_PLACEHOLDER} must be on a line of its own.`] : []
}

/** The values a message supplies are the ones its built-in template uses. */
const supplied = (key: EmailTemplateKey) => {
  const { subject, text, html } = DEFAULT_EMAIL_TEMPLATES[key]
  return new Set(placeholders(`${subject} ${text} ${html}`))
}

type Field = 'subject' | 'text' | 'html'

/**
 * Every problem of a template, by field, as Payload's validation errors name them. Besides the
 * rules above, a template uses only the values its message supplies (the visitor's acknowledgement
 * supplies none of their words).
 */
export function templateProblems(
  key: EmailTemplateKey,
  template: Partial<Pick<EmailTemplateContent, Field>>,
  siteOrigin: string,
): Array<{ path: Field; message: string }> {
  const known = supplied(key)
  const unknown = (field: Field) =>
    placeholders(template[field] ?? '')
      .filter((name) => !known.has(name))
      .map((name) => ({ path: field, message: `{{${name}}} is not available in this message.` }))
  return [
    ...(SECURITY_LINK.test(template.subject ?? '')
      ? [{ path: 'subject' as const, message: `The subject cannot carry ${LINK_PLACEHOLDER}.` }]
      : []),
    ...textProblems(template.text ?? '').map((message) => ({ path: 'text' as const, message })),
    ...htmlProblems(template.html ?? '', siteOrigin).map((message) => ({ path: 'html' as const, message })),
    ...(['subject', 'text', 'html'] as const).flatMap(unknown),
  ]
}
