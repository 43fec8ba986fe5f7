import type { LeadOutcome, LeadStatus } from '@shared/contract-types'

/** A lead's status in words, on the lead desk and the dashboard. */
export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified' }

/** Where a sale ended, in words. */
export const OUTCOME_LABELS: Record<LeadOutcome, string> = { open: 'Open', won: 'Won', lost: 'Lost' }
