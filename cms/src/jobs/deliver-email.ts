import type { PayloadRequest, TaskConfig } from 'payload'

import { sendNow } from '../lib/runtime/email/transport'
import { recordActivity } from '../collections/Leads/activity'

/** Tries over about eight and a half hours (1, 2, 4 … 256 minutes apart), then marks the message failed. */
export const DELIVERY_RETRIES = 9
export const DELIVERY_BACKOFF_MS = 60_000

const outboxId = (req: PayloadRequest, id: string): number | string =>
  req.payload.db.defaultIDType === 'number' ? Number(id) : id

/** One job per outbox message: sends it through SMTP and records the outcome on the message. */
export const deliverEmailTask: TaskConfig<{ input: { id: string }; output: object }> = {
  slug: 'deliver-email',
  label: 'Deliver an e-mail from the outbox',
  inputSchema: [{ name: 'id', type: 'text', required: true }],
  retries: { attempts: DELIVERY_RETRIES, backoff: { type: 'exponential', delay: DELIVERY_BACKOFF_MS } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = outboxId(req, input.id)
    const message = await payload.findByID({ collection: 'outbox', id, overrideAccess: true, disableErrors: true })
    if (!message || message.status === 'sent') return { output: {} }
    const attempts = (message.attempts ?? 0) + 1
    try {
      await sendNow(payload, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        // nodemailer adds it as a text/calendar alternative, which mail clients offer to add to the calendar.
        ...(message.ical
          ? { icalEvent: { method: message.ical_method ?? 'REQUEST', filename: 'invite.ics', content: message.ical } }
          : {}),
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await payload.update({
        collection: 'outbox',
        id,
        overrideAccess: true,
        data: { attempts, last_error: reason, status: attempts > DELIVERY_RETRIES ? 'failed' : 'queued' },
      })
      throw new Error(`E-mail ${id} not delivered (attempt ${attempts}): ${reason}`)
    }
    await payload.update({
      collection: 'outbox',
      id,
      overrideAccess: true,
      data: { attempts, last_error: null, status: 'sent', sent_at: new Date().toISOString() },
    })
    const related = message.related
    if (related?.relationTo === 'leads') {
      const leadId = typeof related.value === 'object' ? related.value.id : related.value
      await recordActivity(payload, leadId, { type: 'email_sent', detail: `${message.subject} → ${message.to}` })
    }
    return { output: {} }
  },
}
