import type { EmailAdapter, SendEmailOptions } from 'payload'

import { mailFrom } from '../../../config/derived-settings'

const addresses = (value: SendEmailOptions['to']): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => (typeof a === 'string' ? a : a.address)).join(', ')

/**
 * Payload's own e-mail (the admin panel's forgot-password) goes through the outbox like every other
 * message, so it is retried, visible to admins, and never written to the log. Those messages carry
 * password links, hence `sensitive`.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = mailFrom()
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      await payload.create({
        collection: 'outbox',
        overrideAccess: true,
        data: {
          to: addresses(message.to),
          subject: message.subject ?? '(no subject)',
          text: message.text ? String(message.text) : String(message.html ?? '').replace(/<[^>]+>/g, ' '),
          html: message.html ? String(message.html) : undefined,
          template: 'payload',
          status: 'queued',
          attempts: 0,
          sensitive: true,
        },
      })
    },
  }
}
