import type { ApiLead, ApiUser } from '@shared/contract-types'

// The filters are shared with the server, whose CSV export applies the same ones.
export {
  filterLeads,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  NO_FILTERS,
  UNASSIGNED,
  type LeadFilters,
  type LeadSortColumn,
} from '@shared/lead-filters'

/** SPEC §9. */
export const LEADS_PER_PAGE = 5
export const DEFAULT_SOURCE = 'Contact form'

export type Advisor = { email: string; name: string; jobRole: string }

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
