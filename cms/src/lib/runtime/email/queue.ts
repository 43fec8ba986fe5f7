import type { PayloadRequest } from 'payload'

import type { Outbox } from '../../../shared/payload-types'
import { serverUrl } from '../../../config/derived-settings'
import { renderEmail } from './compose'
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplateKey } from './defaults'
import type { TemplateVars } from './render'

export type Related = NonNullable<Outbox['related']>

export type QueuedEmail = {
  template: EmailTemplateKey
  to: string
  vars: TemplateVars
  related?: Related
  /** Carries a password link: readable by super admins only. */
  sensitive?: boolean
  /** A calendar invitation (or cancellation) sent with the message. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; ics: string }
}

/** The template as edited in the CMS, or the built-in default when it has not been seeded. */
async function loadTemplate(req: PayloadRequest, key: EmailTemplateKey) {
  const { docs } = await req.payload.find({
    collection: 'email-templates',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? DEFAULT_EMAIL_TEMPLATES[key]
}

/**
 * Renders a message and writes it to the outbox with `req`, so it commits or rolls back with the
 * change that caused it. Delivery happens later, in the `deliver-email` job.
 */
export async function queueEmail(req: PayloadRequest, email: QueuedEmail): Promise<void> {
  const template = await loadTemplate(req, email.template)
  await req.payload.create({
    collection: 'outbox',
    overrideAccess: true,
    req,
    data: {
      to: email.to,
      ...renderEmail(email.template, template, email.vars, new URL(serverUrl()).origin),
      template: email.template,
      status: 'queued',
      attempts: 0,
      related: email.related,
      sensitive: Boolean(email.sensitive),
      ical: email.calendar?.ics,
      ical_method: email.calendar?.method,
    },
  })
}
