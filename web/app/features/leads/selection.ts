import type { ApiLead, Id } from '@shared/contract-types'

/** How much of the page is selected, for the select-all box (checked, mixed or clear). */
export function pageSelection(selected: ReadonlySet<Id>, pageIds: readonly Id[]): 'all' | 'some' | 'none' {
  const count = pageIds.filter((id) => selected.has(id)).length
  if (count === 0) return 'none'
  return count === pageIds.length ? 'all' : 'some'
}

/** Adds or removes one lead. */
export function toggleOne(selected: ReadonlySet<Id>, id: Id): Set<Id> {
  const next = new Set(selected)
  if (!next.delete(id)) next.add(id)
  return next
}

/** The select-all box: selects the whole page, or clears it when the whole page was selected. */
export function togglePage(selected: ReadonlySet<Id>, pageIds: readonly Id[]): Set<Id> {
  const next = new Set(selected)
  const clear = pageSelection(selected, pageIds) === 'all'
  for (const id of pageIds) {
    if (clear) next.delete(id)
    else next.add(id)
  }
  return next
}

/**
 * The selected leads among those the filters show: a bulk action never reaches a lead that a filter
 * has since hidden.
 */
export const selectedAmong = (selected: ReadonlySet<Id>, shown: readonly ApiLead[]): Id[] =>
  shown.filter((lead) => selected.has(lead.id)).map((lead) => lead.id)

/** The list with a change applied to some leads: the optimistic view until the server answers. */
export function patchLeads(leads: readonly ApiLead[], ids: readonly Id[], patch: Partial<ApiLead>): ApiLead[] {
  const wanted = new Set(ids)
  return leads.map((lead) => (wanted.has(lead.id) ? { ...lead, ...patch } : lead))
}
