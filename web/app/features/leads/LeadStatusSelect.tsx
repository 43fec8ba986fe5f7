import clsx from 'clsx'

import type { LeadStatus } from '@shared/contract-types'
import { LEAD_STATUS } from '@shared/constants'

import { STATUS_LABELS } from '~/lib/lead-status'

// The colours of LeadStatusBadge, so the control reads as the badge it replaces.
const TONES: Record<LeadStatus, string> = {
  new: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  contacted: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  qualified: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
}

/** The status of one lead as a select in its table row: one click and a choice to change it. */
export function LeadStatusSelect({
  status,
  label,
  onChange,
  disabled = false,
}: {
  status: LeadStatus
  label: string
  onChange: (status: LeadStatus) => void
  disabled?: boolean
}) {
  return (
    <select
      aria-label={label}
      value={status}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as LeadStatus)}
      className={clsx(
        'h-8 cursor-pointer rounded-full border-0 py-0 pr-7 pl-3 text-xs font-medium ring-1 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:cursor-wait disabled:opacity-70',
        TONES[status],
      )}
    >
      {LEAD_STATUS.map((value) => (
        <option key={value} value={value}>
          {STATUS_LABELS[value]}
        </option>
      ))}
    </select>
  )
}
