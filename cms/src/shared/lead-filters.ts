import type { z } from 'zod'

import { LEAD_STATUS } from './constants'
import type { leadResponse } from './responses'

// Derived here, not imported from contract-types.ts, which imports the schemas that import this module.
type ApiLead = z.output<typeof leadResponse>
type LeadStatus = (typeof LEAD_STATUS)[number]

export const UNASSIGNED = 'unassigned'

/**
 * The desk's sortable columns, each by the fields the database sorts on. The advisor's name lives on
 * another collection, and FerretDB has no `$lookup` to sort by it: the server orders that column
 * itself (`sortByAdvisor`), from the newest-first list.
 */
const SORT_FIELDS = {
  company: ['company'],
  contact: ['first_name', 'last_name'],
  advisor: [],
  topic: ['topic'],
  status: ['status'],
  created: ['createdAt'],
  reply_due: ['due_at'],
} as const
export type LeadSortColumn = keyof typeof SORT_FIELDS
const LEAD_SORT_COLUMNS = Object.keys(SORT_FIELDS) as LeadSortColumn[]
/** A column, ascending, or `-column`, descending: `?sort=company`, `?sort=-reply_due`. */
export type LeadSort = LeadSortColumn | `-${LeadSortColumn}`
export const LEAD_SORTS = LEAD_SORT_COLUMNS.flatMap((c) => [c, `-${c}`]) as LeadSort[]
/** SPEC §2: newest first. */
export const DEFAULT_LEAD_SORT: LeadSort = '-created'

const isLeadSort = (value: string | null): value is LeadSort => LEAD_SORTS.includes(value as LeadSort)

/** The sort the database applies: the column's fields in its direction, then newest first among equals. */
export function leadSortFields(sort: LeadSort): string[] {
  const descending = sort.startsWith('-')
  const column = (descending ? sort.slice(1) : sort) as LeadSortColumn
  const fields = (SORT_FIELDS[column] as readonly string[]).map((field) => (descending ? `-${field}` : field))
  return column === 'created' ? fields : [...fields, '-createdAt']
}

/**
 * The advisor column's order: by the advisor's name (case ignored), unassigned leads last either way,
 * keeping the given order among equals.
 */
export function sortByAdvisor<T>(rows: readonly T[], nameOf: (row: T) => string, sort: LeadSort): T[] {
  if (sort !== 'advisor' && sort !== '-advisor') return [...rows]
  const sign = sort === 'advisor' ? 1 : -1
  return [...rows].sort((a, b) => {
    const [x, y] = [nameOf(a), nameOf(b)]
    if (!x || !y) return Number(!x) - Number(!y)
    return sign * x.localeCompare(y, 'en-GB', { sensitivity: 'base' })
  })
}

/** `advisor` is '' (all), UNASSIGNED, or an advisor's e-mail; `overdue` keeps only overdue leads. */
export type LeadFilters = {
  q: string
  status: LeadStatus | ''
  advisor: string
  topic: string
  overdue: boolean
  page: number
  sort: LeadSort
}
export const NO_FILTERS: LeadFilters = {
  q: '',
  status: '',
  advisor: '',
  topic: '',
  overdue: false,
  page: 1,
  sort: DEFAULT_LEAD_SORT,
}

/** The filters and sort live in the URL (?q=&status=&advisor=&topic=&overdue=1&page=&sort=); the CSV export reads the same. */
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
    sort: isLeadSort(params.get('sort')) ? (params.get('sort') as LeadSort) : DEFAULT_LEAD_SORT,
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
  if (filters.sort !== DEFAULT_LEAD_SORT) params.set('sort', filters.sort)
  return params
}

export const hasFilters = (f: LeadFilters) => Boolean(f.q || f.status || f.advisor || f.topic || f.overdue)

/** Search on first name, last name, company or e-mail (case-insensitive), every filter ANDed, in the order given (the database's sort). */
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
}
