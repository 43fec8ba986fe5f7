import type { Payload } from 'payload'

import { smtpUrl } from '../../../config/derived-settings'

/**
 * Says once whether mail goes out, and gives every message that waited in the outbox (written
 * while no mail server was configured) its delivery job.
 */
export async function announceMail(payload: Payload): Promise<void> {
  if (!smtpUrl()) {
    payload.logger.info('Mail is not configured (SMTP_URL is not set): e-mails stay queued in the outbox.')
    return
  }
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { and: [{ status: { equals: 'queued' } }, { job_queued: { not_equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const message of docs) {
    await payload.jobs.queue({ task: 'deliver-email', input: { id: String(message.id) } })
    await payload.db.updateOne({ collection: 'outbox', id: message.id, data: { job_queued: true } })
  }
}
