import { X } from 'lucide-react'

import type { LeadStatus } from '@shared/contract-types'
import { LEAD_STATUS } from '@shared/constants'

import { STATUS_LABELS } from '~/lib/lead-status'

import { UNASSIGNED, type Advisor } from './lead-filters'

const select =
  'h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-ink-950 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none disabled:opacity-60'

/**
 * The bar over the table while leads are selected: assign them all, or set all their statuses. Each
 * choice applies at once; the select then shows its prompt again.
 */
export function BulkActions({
  count,
  advisors,
  busy,
  onAssign,
  onStatus,
  onClear,
}: {
  count: number
  advisors: Advisor[]
  busy: boolean
  /** The advisor's e-mail, or '' to unassign. */
  onAssign: (email: string) => void
  onStatus: (status: LeadStatus) => void
  onClear: () => void
}) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mx-4 mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm ring-1 ring-brand-100"
    >
      <span className="font-semibold text-brand-800 tabular-nums" aria-live="polite">
        {count} selected
      </span>
      <select
        aria-label="Assign selected to"
        value=""
        disabled={busy}
        onChange={(e) => onAssign(e.target.value === UNASSIGNED ? '' : e.target.value)}
        className={select}
      >
        <option value="" disabled>
          Assign to...
        </option>
        <option value={UNASSIGNED}>Unassigned</option>
        {advisors.map((advisor) => (
          <option key={advisor.email} value={advisor.email}>
            {advisor.name}
          </option>
        ))}
      </select>
      <select
        aria-label="Set status of selected"
        value=""
        disabled={busy}
        onChange={(e) => onStatus(e.target.value as LeadStatus)}
        className={select}
      >
        <option value="" disabled>
          Set status...
        </option>
        {LEAD_STATUS.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={onClear}
        className="ml-auto inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-800"
      >
        <X className="size-3.5" aria-hidden />
        Clear selection
      </button>
    </div>
  )
}
