import { describe, expect, it } from 'vitest'

import type { ApiLead, ApiUser } from '@shared/contract-types'

import {
  advisorName,
  advisorsFrom,
  distinctTopics,
  filterLeads,
  filtersFromParams,
  filtersToParams,
  NO_FILTERS,
  UNASSIGNED,
} from './lead-filters'

const lead = (over: Partial<ApiLead>): ApiLead => ({
  id: 1,
  first_name: 'Amy',
  last_name: 'Lee',
  email: 'amy@x.example',
  phone: '',
  company: 'Acme',
  role: '',
  topic: 'Support',
  message: '',
  source: '',
  status: 'new',
  assigned_to: '',
  created_at: '2026-01-01T10:00:00Z',
  consent: { given: true, given_at: null, source_page: null },
  due_at: null,
  first_contacted_at: null,
  overdue: false,
  value_gbp: null,
  outcome: 'open',
  outcome_reason: null,
  closed_at: null,
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  landing_page: '',
  quote: null,
  ...over,
})

const leads = [
  lead({ id: 1, first_name: 'Amy', company: 'Acme Metals', created_at: '2026-01-01T10:00:00Z' }),
  lead({
    id: 2,
    first_name: 'Ben',
    last_name: 'Okafor',
    company: 'Northwind',
    status: 'contacted',
    assigned_to: 'sam@cp.example',
    topic: 'Implementation',
    created_at: '2026-02-01T10:00:00Z',
  }),
  lead({
    id: 3,
    first_name: 'Cara',
    last_name: 'ACMEson',
    company: 'Brightline',
    status: 'qualified',
    assigned_to: 'sam@cp.example',
    created_at: '2026-03-01T10:00:00Z',
  }),
]
const ids = (list: ApiLead[]) => list.map((l) => l.id)

describe('filterLeads', () => {
  it('keeps the order it is given: the database sorted them', () => {
    expect(ids(filterLeads(leads, NO_FILTERS))).toEqual([1, 2, 3])
  })
  it('searches first name, last name and company without regard to case', () => {
    expect(ids(filterLeads(leads, { ...NO_FILTERS, q: 'acme' }))).toEqual([1, 3])
    expect(ids(filterLeads(leads, { ...NO_FILTERS, q: 'OKAFOR' }))).toEqual([2])
  })
  it('searches e-mail too (issue 11), but not the message', () => {
    const mixed = [lead({ id: 5, email: 'dana@buyer.example', message: 'zebra' }), lead({ id: 6 })]
    expect(ids(filterLeads(mixed, { ...NO_FILTERS, q: 'DANA@buyer' }))).toEqual([5])
    expect(filterLeads(mixed, { ...NO_FILTERS, q: 'zebra' })).toEqual([])
  })
  it('keeps only overdue leads when asked', () => {
    const mixed = [lead({ id: 7, overdue: true }), lead({ id: 8 })]
    expect(ids(filterLeads(mixed, { ...NO_FILTERS, overdue: true }))).toEqual([7])
  })
  it('combines every filter with AND', () => {
    expect(ids(filterLeads(leads, { ...NO_FILTERS, advisor: 'sam@cp.example', status: 'qualified' }))).toEqual([3])
    expect(ids(filterLeads(leads, { ...NO_FILTERS, advisor: 'sam@cp.example', topic: 'Support', q: 'ben' }))).toEqual(
      [],
    )
  })
  it('matches Unassigned on an empty assigned_to', () => {
    expect(ids(filterLeads(leads, { ...NO_FILTERS, advisor: UNASSIGNED }))).toEqual([1])
  })
})

describe('URL filters', () => {
  it('read the dashboard link ?status=new', () => {
    expect(filtersFromParams(new URLSearchParams('status=new'))).toEqual({ ...NO_FILTERS, status: 'new' })
  })
  it('ignore an unknown status and a bad page', () => {
    expect(filtersFromParams(new URLSearchParams('status=lost&page=-2'))).toEqual(NO_FILTERS)
  })
  it('round-trip, leaving defaults out', () => {
    const filters = {
      q: 'acme',
      status: 'new' as const,
      advisor: UNASSIGNED,
      topic: 'Support',
      overdue: true,
      page: 2,
      sort: '-reply_due' as const,
    }
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters)
    expect(filtersToParams(filters).get('sort')).toBe('-reply_due')
    expect(filtersToParams(NO_FILTERS).toString()).toBe('')
  })
  it('read a sort by any column, either way, and ignore an unknown one', () => {
    expect(filtersFromParams(new URLSearchParams('sort=company')).sort).toBe('company')
    expect(filtersFromParams(new URLSearchParams('sort=-advisor')).sort).toBe('-advisor')
    expect(filtersFromParams(new URLSearchParams('sort=message')).sort).toBe('-created')
    expect(filtersFromParams(new URLSearchParams('sort=--company')).sort).toBe('-created')
  })
})

describe('advisors', () => {
  const user = (over: Partial<ApiUser>): ApiUser => ({
    id: 1,
    email: 'u@x',
    first_name: 'U',
    last_name: 'V',
    role: 'user',
    job_role: null,
    is_active: true,
    ...over,
  })
  const advisors = advisorsFrom([
    user({
      email: 'sam@cp.example',
      first_name: 'Sam',
      last_name: 'Patel',
      job_role: { id: 1, name: 'Solutions Advisor' },
    }),
    user({ email: 'no-role@cp.example' }),
  ])
  it('are the users with a job role', () => {
    expect(advisors).toEqual([{ email: 'sam@cp.example', name: 'Sam Patel', jobRole: 'Solutions Advisor' }])
  })
  it('name an assignment, or say Unassigned', () => {
    expect(advisorName('sam@cp.example', advisors)).toBe('Sam Patel')
    expect(advisorName('gone@cp.example', advisors)).toBe('gone@cp.example')
    expect(advisorName('', advisors)).toBe('Unassigned')
  })
  it('topics are the distinct topics of the leads', () => {
    expect(distinctTopics(leads)).toEqual(['Implementation', 'Support'])
  })
})
