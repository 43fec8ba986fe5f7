import type { CollectionAfterChangeHook } from 'payload'

import { smtpUrl } from '../../config/derived-settings'

/** A new message gets its delivery job in the same transaction, once a mail server is configured. */
export const queueDelivery: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !smtpUrl()) return doc
  await req.payload.jobs.queue({ task: 'deliver-email', input: { id: String(doc.id) }, req })
  await req.payload.db.updateOne({ collection: 'outbox', id: doc.id, data: { job_queued: true }, req })
  return doc
}
