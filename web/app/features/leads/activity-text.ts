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
  value_changed: 'Value changed',
  details_changed: 'Contact details changed',
}

/** Entries the server writes as one sentence ("Value set to £45,000"): the sentence is the title. */
const SENTENCES = new Set<ApiLeadActivity['type']>([
  'assigned',
  'status_changed',
  'outcome_changed',
  'value_changed',
  'details_changed',
])

const word = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

/**
 * A timeline entry in words. Changes arrive as sentences; entries stored before that keep their
 * old forms: a status as "new → contacted", an outcome as "won: Local support".
 */
export function activityText(entry: Pick<ApiLeadActivity, 'type' | 'detail'>): { title: string; detail: string } {
  if (entry.type === 'status_changed') {
    const [from, to] = entry.detail.split('→').map((s) => s.trim())
    if (from && to) return { title: `Status changed from ${word(from)} to ${word(to)}`, detail: '' }
  }
  const oldOutcome = /^(open|won|lost)(?::(.*))?$/s.exec(entry.detail)
  if (entry.type === 'outcome_changed' && oldOutcome)
    return { title: `Marked ${word(oldOutcome[1]!)}`, detail: (oldOutcome[2] ?? '').trim() }
  if (SENTENCES.has(entry.type) && entry.detail) return { title: entry.detail, detail: '' }
  return { title: LABELS[entry.type] ?? entry.type, detail: entry.detail }
}
