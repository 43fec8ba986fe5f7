import type { LeadActivity } from '../../shared/payload-types'

/**
 * A lead as the timeline speaks of it: the advisor and the outcome's reason by name (the hook looks
 * them up), everything else as stored.
 */
export type LeadState = {
  status?: string | null
  /** The advisor's id, compared to tell a change; `advisorName` is what the entry says. */
  advisor?: number | string | null
  advisorName?: string | null
  value_gbp?: number | null
  outcome?: string | null
  outcome_reason?: number | string | null
  reasonName?: string | null
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  phone?: string | null
  company?: string | null
  role?: string | null
  /** The contact the lead belongs to (see `contactKeyOf`): only a merge moves it. */
  contact_key?: string | null
}

export type ChangeEntry = { type: LeadActivity['type']; detail: string }

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })
const word = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
/** Empty, null and missing are one "nothing", so a form that sends '' for an untouched field records nothing. */
const text = (value: string | null | undefined) => (value ?? '').trim()
const key = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** The contact details, in the order the drawer shows them, with the words each entry uses. */
const DETAILS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['company', 'Company'],
  ['role', 'Role'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
] as const

function detailChange(label: string, before: string, after: string): string {
  if (!before) return `${label} set to ${after}`
  if (!after) return `${label} removed (was ${before})`
  return `${label} changed from ${before} to ${after}`
}

function valueChange(before: number | null | undefined, after: number | null | undefined): string {
  if (after === null || after === undefined) return `Value removed (was ${pounds.format(before ?? 0)})`
  if (before === null || before === undefined) return `Value set to ${pounds.format(after)}`
  return `Value changed from ${pounds.format(before)} to ${pounds.format(after)}`
}

function outcomeChange(before: LeadState, after: LeadState): string {
  const outcome = after.outcome || 'open'
  const reason = after.reasonName ? `, reason: ${after.reasonName}` : ''
  if ((before.outcome || 'open') !== outcome)
    return outcome === 'open' ? 'Reopened' : `Marked ${word(outcome)}${reason}`
  return after.reasonName ? `Reason set to ${after.reasonName}` : 'Reason removed'
}

/**
 * What a save changed, in words, one entry per change: "Status changed from New to Contacted",
 * "Value set to £45,000", "Phone changed from … to …". Who and when are the entry's own `by` and time.
 * Pure, so the timeline and any later record of changes say the same thing.
 */
export function describeLeadChanges(before: LeadState, after: LeadState): ChangeEntry[] {
  const entries: ChangeEntry[] = []
  if (text(before.status) !== text(after.status))
    entries.push({
      type: 'status_changed',
      detail: `Status changed from ${word(text(before.status))} to ${word(text(after.status))}`,
    })
  if (key(before.advisor) !== key(after.advisor))
    entries.push({ type: 'assigned', detail: after.advisor ? `Assigned to ${after.advisorName}` : 'Unassigned' })
  if ((before.value_gbp ?? null) !== (after.value_gbp ?? null))
    entries.push({ type: 'value_changed', detail: valueChange(before.value_gbp, after.value_gbp) })
  if (
    (before.outcome || 'open') !== (after.outcome || 'open') ||
    key(before.outcome_reason) !== key(after.outcome_reason)
  )
    entries.push({ type: 'outcome_changed', detail: outcomeChange(before, after) })
  for (const [field, label] of DETAILS) {
    const [was, now] = [text(before[field]), text(after[field])]
    if (was !== now) entries.push({ type: 'details_changed', detail: detailChange(label, was, now) })
  }
  if (text(before.contact_key) && text(after.contact_key) && text(before.contact_key) !== text(after.contact_key))
    entries.push({
      type: 'contact_merged',
      detail: `Contact ${text(before.contact_key)} merged into ${text(after.contact_key)}`,
    })
  return entries
}
