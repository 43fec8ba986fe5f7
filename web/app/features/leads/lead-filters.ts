import type { ApiLead, ApiUser, LeadStatus } from '@shared/contract-types'
import { LEAD_STATUS } from '@shared/contract-types'

/** SPEC §9. */
export const LEADS_PER_PAGE = 5
export const DEFAULT_SOURCE = 'Contact form'
export const UNASSIGNED = 'unassigned'

export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified' }

/** `advisor` is '' (all), UNASSIGNED, or an advisor's e-mail. */
export type LeadFilters = { q: string; status: LeadStatus | ''; advisor: string; topic: string; page: number }
export const NO_FILTERS: LeadFilters = { q: '', status: '', advisor: '', topic: '', page: 1 }

export type Advisor = { email: string; name: string; jobRole: string }

/** The filters live in the URL (?q=&status=&advisor=&topic=&page=) so a view can be shared or reloaded. */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const status = params.get('status') ?? ''
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    q: params.get('q') ?? '',
    status: (LEAD_STATUS as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    advisor: params.get('advisor') ?? '',
    topic: params.get('topic') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

export function filtersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.status) params.set('status', filters.status)
  if (filters.advisor) params.set('advisor', filters.advisor)
  if (filters.topic) params.set('topic', filters.topic)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

export const hasFilters = (f: LeadFilters) => Boolean(f.q || f.status || f.advisor || f.topic)

/** SPEC §2: search on first name, last name or company (case-insensitive), every filter ANDed, newest first. */
export function filterLeads(leads: readonly ApiLead[], filters: LeadFilters): ApiLead[] {
  const needle = filters.q.trim().toLowerCase()
  return leads
    .filter(
      (lead) =>
        !needle || [lead.first_name, lead.last_name, lead.company].some((v) => v?.toLowerCase().includes(needle)),
    )
    .filter((lead) => !filters.status || lead.status === filters.status)
    .filter((lead) => {
      if (!filters.advisor) return true
      if (filters.advisor === UNASSIGNED) return !lead.assigned_to
      return lead.assigned_to === filters.advisor
    })
    .filter((lead) => !filters.topic || lead.topic === filters.topic)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
}

export const distinctTopics = (leads: readonly ApiLead[]) =>
  [...new Set(leads.map((lead) => lead.topic).filter(Boolean))].sort((a, b) => a.localeCompare(b))

/** The advisors are the staff users with a job role, by name. */
export const advisorsFrom = (users: readonly ApiUser[]): Advisor[] =>
  users
    .filter((user) => user.job_role)
    .map((user) => ({
      email: user.email,
      name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      jobRole: user.job_role!.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))

/** The name shown for an assignment: the advisor's name, the bare e-mail of someone no longer listed, or 'Unassigned'. */
export function advisorName(email: string, advisors: readonly Advisor[]): string {
  if (!email) return 'Unassigned'
  return advisors.find((advisor) => advisor.email === email)?.name ?? email
}
