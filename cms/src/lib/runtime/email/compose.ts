import { button, DEFAULT_EMAIL_TEMPLATES, type EmailTemplateContent, type EmailTemplateKey } from './defaults'
import { escapeHtml, renderTemplate, type TemplateVars } from './render'
import { SECURITY_LINK as LINK, templateProblems } from './template-safety'

/** The e-mails carrying a password link, and the words on its button. */
const SECURITY_LINKS: Partial<Record<EmailTemplateKey, string>> = {
  'password-reset': 'Choose a new password',
  'access-approved': 'Choose your password',
}

/** Renders `template` with the link placed by the code where `{{link}}` stands, or at the end when it is gone. */
function withLink(template: string, vars: TemplateVars, mode: 'text' | 'html', block: string): string {
  const [before, ...after] = template.split(LINK)
  const rendered = (part: string) => renderTemplate(part, vars, mode)
  if (!after.length) return `${rendered(before)}${mode === 'html' ? block : `\n\n${block}`}`
  return [before, ...after].map(rendered).join(block)
}

/**
 * Subject, text and HTML of one message. A template that breaks the rules of `templateProblems`
 * (one saved before them) is replaced by the built-in one. A password link
 * is never template text: the code writes it, once, in the text and as the HTML button, so an edited
 * template can move the words around it but never the link itself.
 */
export function renderEmail(
  key: EmailTemplateKey,
  stored: Pick<EmailTemplateContent, 'subject' | 'text' | 'html'>,
  vars: TemplateVars,
  siteOrigin: string,
): { subject: string; text: string; html: string } {
  const template = templateProblems(key, stored, siteOrigin).length ? DEFAULT_EMAIL_TEMPLATES[key] : stored
  const label = SECURITY_LINKS[key]
  if (!label)
    return {
      subject: renderTemplate(template.subject, vars, 'subject'),
      text: renderTemplate(template.text, vars, 'text'),
      html: renderTemplate(template.html, vars, 'html'),
    }
  const { link, ...words } = vars
  const url = String(link ?? '')
  return {
    subject: renderTemplate(template.subject, words, 'subject'),
    text: withLink(template.text, words, 'text', url),
    html: withLink(template.html, words, 'html', button(escapeHtml(url), label)),
  }
}
