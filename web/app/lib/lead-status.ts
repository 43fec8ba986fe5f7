import type { LeadStatus } from '@shared/contract-types'

/** A lead's status in words, on the lead desk and the dashboard. */
export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified' }
