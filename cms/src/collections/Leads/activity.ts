import type { Payload, PayloadRequest } from 'payload'

import type { LeadActivity } from '../../shared/payload-types'

export type ActivityEntry = { type: LeadActivity['type']; detail?: string; by?: number | string | null }

/** Appends to a lead's history; pass `req` to write in the same transaction as the change. */
export async function recordActivity(
  payload: Payload,
  lead: number | string,
  entry: ActivityEntry,
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'lead-activity',
    overrideAccess: true,
    req,
    // Generated types name SQLite's numeric ids; MongoDB's are strings.
    data: {
      lead: lead as number,
      type: entry.type,
      detail: entry.detail,
      by: (entry.by ?? undefined) as number | undefined,
    },
  })
}
