import type { Payload } from 'payload'

import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from '../../cms/src/lib/email/defaults'
import { ensure } from './upsert'

/** One editable template per message, with the built-in words; edits are never overwritten. */
export async function seedEmailTemplates(payload: Payload): Promise<void> {
  for (const key of EMAIL_TEMPLATE_KEYS) {
    const { subject, text, html } = DEFAULT_EMAIL_TEMPLATES[key]
    await ensure(payload, 'email-templates', { key: { equals: key } }, { key, subject, text, html })
  }
}
