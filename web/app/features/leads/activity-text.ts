import type { ApiLeadActivity } from '@shared/contract-types'

const LABELS: Record<ApiLeadActivity['type'], string> = {
  created: 'Lead received',
  assigned: 'Assignment',
  status_changed: 'Status changed',
  note: 'Note',
  email_sent: 'E-mail sent',
  meeting_booked: 'Discovery call booked',
  meeting_moved: 'Discovery call moved',
  meeting_cancelled: 'Discovery call cancelled',
  outcome_changed: 'Outcome changed',
  contact_merged: 'Contacts merged',
}

const word = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

/**
 * A timeline entry in words: the server records a status change as "new → contacted", shown as
 * "Status changed from New to Contacted"; an outcome as "Marked Won" with its reason below.
 */
export function activityText(entry: Pick<ApiLeadActivity, 'type' | 'detail'>): { title: string; detail: string } {
  if (entry.type === 'status_changed') {
    const [from, to] = entry.detail.split('→').map((s) => s.trim())
    if (from && to) return { title: `Status changed from ${word(from)} to ${word(to)}`, detail: '' }
  }
  if (entry.type === 'outcome_changed') {
    // Recorded as "won: Local support" or "lost".
    const [outcome, ...reason] = entry.detail.split(':')
    return { title: `Marked ${word(outcome!.trim())}`, detail: reason.join(':').trim() }
  }
  return { title: LABELS[entry.type] ?? entry.type, detail: entry.detail }
}
