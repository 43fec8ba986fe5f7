import type { Payload } from 'payload'

import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from '@b1/cms/entry'
import { createIfMissing } from './create-if-missing'

/** One editable template per message, with the built-in words; edits are never overwritten. */
export async function seedEmailTemplates(payload: Payload): Promise<void> {
  for (const key of EMAIL_TEMPLATE_KEYS) {
    const { subject, text, html } = DEFAULT_EMAIL_TEMPLATES[key]
    await createIfMissing(payload, 'email-templates', { key: { equals: key } }, { key, subject, text, html })
  }
}
