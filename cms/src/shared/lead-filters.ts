import type { z } from 'zod'

import { LEAD_STATUS } from './constants'
import type { leadResponse } from './responses'

// Derived here, not imported from contract-types.ts, which imports the schemas that import this module.
type ApiLead = z.output<typeof leadResponse>
type LeadStatus = (typeof LEAD_STATUS)[number]

export const UNASSIGNED = 'unassigned'

/** `advisor` is '' (all), UNASSIGNED, or an advisor's e-mail; `overdue` keeps only overdue leads. */
export type LeadFilters = {
  q: string
  status: LeadStatus | ''
  advisor: string
  topic: string
  overdue: boolean
  page: number
}
export const NO_FILTERS: LeadFilters = { q: '', status: '', advisor: '', topic: '', overdue: false, page: 1 }

/** The filters live in the URL (?q=&status=&advisor=&topic=&overdue=1&page=); the CSV export reads the same. */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const status = params.get('status') ?? ''
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    q: params.get('q') ?? params.get('search') ?? '',
    status: (LEAD_STATUS as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    advisor: params.get('advisor') ?? '',
    topic: params.get('topic') ?? '',
    overdue: ['1', 'true'].includes(params.get('overdue') ?? ''),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

export function filtersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.status) params.set('status', filters.status)
  if (filters.advisor) params.set('advisor', filters.advisor)
  if (filters.topic) params.set('topic', filters.topic)
  if (filters.overdue) params.set('overdue', '1')
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

export const hasFilters = (f: LeadFilters) => Boolean(f.q || f.status || f.advisor || f.topic || f.overdue)

/** Search on first name, last name, company or e-mail (case-insensitive), every filter ANDed, newest first. */
export function filterLeads(leads: readonly ApiLead[], filters: LeadFilters): ApiLead[] {
  const needle = filters.q.trim().toLowerCase()
  return leads
    .filter(
      (lead) =>
        !needle ||
        [lead.first_name, lead.last_name, lead.company, lead.email].some((v) => v?.toLowerCase().includes(needle)),
    )
    .filter((lead) => !filters.status || lead.status === filters.status)
    .filter((lead) => {
      if (!filters.advisor) return true
      if (filters.advisor === UNASSIGNED) return !lead.assigned_to
      return lead.assigned_to === filters.advisor
    })
    .filter((lead) => !filters.topic || lead.topic === filters.topic)
    .filter((lead) => !filters.overdue || lead.overdue)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
}
