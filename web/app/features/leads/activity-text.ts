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
}

const word = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

/**
 * A timeline entry in words: the server records a status change as "new → contacted", shown as
 * "Status changed from New to Contacted".
 */
export function activityText(entry: Pick<ApiLeadActivity, 'type' | 'detail'>): { title: string; detail: string } {
  if (entry.type === 'status_changed') {
    const [from, to] = entry.detail.split('→').map((s) => s.trim())
    if (from && to) return { title: `Status changed from ${word(from)} to ${word(to)}`, detail: '' }
  }
  return { title: LABELS[entry.type] ?? entry.type, detail: entry.detail }
}
