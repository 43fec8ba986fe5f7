import type { ApiLead } from '@shared/contract-types'

/**
 * The message without what the drawer already shows above it. The forms put the visitor's role and
 * topic at its head ("Role: Finance\nTopic: Support\n\n…", SPEC §7); those lines go when they say what
 * the Role and Topic rows say. Only the head (the lines before the first blank one) is read, so a
 * visitor who wrote "Topic:" in their own words keeps it.
 */
export function messageBody(lead: Pick<ApiLead, 'message' | 'role' | 'topic'>): string {
  const lines = lead.message.split('\n')
  const blank = lines.findIndex((line) => line.trim() === '')
  const headEnd = blank === -1 ? lines.length : blank
  const shown = new Set([`Role: ${lead.role}`, `Topic: ${lead.topic}`])
  const head = lines.slice(0, headEnd).filter((line) => !shown.has(line.trim()))
  const rest = lines.slice(headEnd)
  // The blank line after a head that was only labels goes with it.
  return (head.length ? [...head, ...rest] : rest).join('\n').replace(/^\s*\n/, '')
}
