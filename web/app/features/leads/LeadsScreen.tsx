import { Download, Inbox, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'

import type { ApiLead, ApiUser, Id } from '@shared/contract-types'
import { LEAD_STATUS } from '@shared/contract-types'
import { FilterBar, ListContent, ListSummary } from '~/components/portal/ListPanel'
import { PageHeader, Panel } from '~/components/portal/PageHeader'
import { Badge } from '~/components/ui/badge'
import { DataTable, type Column } from '~/components/ui/data-table'
import { EmptyState } from '~/components/ui/empty-state'
import { FilterSelect, SearchInput } from '~/components/ui/filters'
import { Pagination } from '~/components/ui/pagination'
import { Button } from '~/components/ui/button'
import { useToast } from '~/components/ui/toast'
import { formatDateTime, formatTimeLeft } from '~/lib/format'
import { paginate } from '~/lib/paginate'

import { downloadLeadsCsv, useLeads } from './api'
import { LeadDetails } from './LeadDetails'
import { LeadStatusBadge } from './LeadStatusBadge'
import {
  advisorName,
  advisorsFrom,
  distinctTopics,
  filterLeads,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  LEADS_PER_PAGE,
  NO_FILTERS,
  STATUS_LABELS,
  UNASSIGNED,
  type LeadFilters,
} from './lead-filters'

const COLUMNS: Column[] = [
  { label: 'Company' },
  { label: 'Contact' },
  { label: 'Solutions Advisor', className: 'hidden md:table-cell' },
  { label: 'Topic', className: 'hidden sm:table-cell' },
  { label: 'Status', className: 'hidden lg:table-cell' },
  { label: 'Created', className: 'text-right' },
]

/** Time left to reply on a new lead, or an Overdue badge. */
function ReplyClock({ lead }: { lead: ApiLead }) {
  if (lead.overdue)
    return (
      <span className="mt-1 block">
        <Badge tone="danger">Overdue</Badge>
      </span>
    )
  if (lead.status !== 'new' || !lead.due_at) return null
  return <span className="mt-1 block text-xs text-slate-500">{formatTimeLeft(lead.due_at)} left</span>
}

/** Manage Inbound Leads (SPEC §2). `users` are the staff list, from which the advisors come. */
export function LeadsScreen({ users }: { users: ApiUser[] }) {
  const { data: leads = [], isPending } = useLeads()
  const [params, setParams] = useSearchParams()
  // The e-mails link to ?lead=<id>, which opens that lead.
  const [openId, setOpenId] = useState<Id | null>(() => {
    const linked = params.get('lead')
    return linked ? (Number.isNaN(Number(linked)) ? linked : Number(linked)) : null
  })
  const [exporting, setExporting] = useState(false)
  const toast = useToast()

  async function exportCsv() {
    setExporting(true)
    try {
      await downloadLeadsCsv(filters)
    } catch {
      toast.error('Error exporting leads')
    } finally {
      setExporting(false)
    }
  }
  const filters = filtersFromParams(params)
  const advisors = useMemo(() => advisorsFrom(users), [users])
  const topics = useMemo(() => distinctTopics(leads), [leads])
  const matching = filterLeads(leads, filters)
  const page = paginate(matching, filters.page, LEADS_PER_PAGE)
  // Looked up from the list so that the open lead shows the saved values once the list reloads.
  const openLead = leads.find((lead) => lead.id === openId) ?? null

  /** A new filter starts again on page 1; typing replaces the history entry instead of piling them up. */
  const update = (change: Partial<LeadFilters>, replace = false) =>
    setParams(filtersToParams({ ...filters, page: 1, ...change }), { replace })

  return (
    <>
      <PageHeader title="Manage Inbound Leads" subtitle="View and manage contact form submissions" />
      <Panel>
        <FilterBar className="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_10rem_13rem_12rem]">
          <SearchInput
            label="Search leads"
            value={filters.q}
            onChange={(q) => update({ q }, true)}
            className="sm:col-span-2 lg:col-span-1"
          />
          <FilterSelect
            label="Status"
            value={filters.status}
            onChange={(status) => update({ status: status as LeadFilters['status'] })}
          >
            <option value="">All Status</option>
            {LEAD_STATUS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Solutions Advisor" value={filters.advisor} onChange={(advisor) => update({ advisor })}>
            <option value="">All Advisors</option>
            <option value={UNASSIGNED}>Unassigned</option>
            {advisors.map((advisor) => (
              <option key={advisor.email} value={advisor.email}>
                {advisor.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Topic" value={filters.topic} onChange={(topic) => update({ topic })}>
            <option value="">All Topics</option>
            {topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </FilterSelect>
        </FilterBar>
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-3 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={filters.overdue}
              onChange={(e) => update({ overdue: e.target.checked })}
              className="size-4 rounded border-slate-300"
            />
            Overdue only
          </label>
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
            <Download className="size-4" aria-hidden />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
        <ListSummary
          pending={isPending}
          action={
            hasFilters(filters) && (
              <button
                type="button"
                onClick={() => setParams(filtersToParams(NO_FILTERS))}
                className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700"
              >
                <X className="size-3.5" aria-hidden />
                Clear filters
              </button>
            )
          }
        >
          {`${matching.length} ${matching.length === 1 ? 'lead' : 'leads'}`}
        </ListSummary>

        <ListContent
          pending={isPending}
          skeletonRows={LEADS_PER_PAGE}
          empty={
            page.items.length === 0 && (
              <EmptyState icon={Inbox} title={leads.length === 0 ? 'No leads yet' : 'No leads match these filters'}>
                {leads.length === 0
                  ? 'Contact form submissions will appear here.'
                  : 'Try a different search or clear the filters.'}
              </EmptyState>
            )
          }
        >
          <DataTable columns={COLUMNS} className="border-t border-slate-100">
            {page.items.map((lead) => (
              <tr
                key={lead.id}
                onClick={() => setOpenId(lead.id)}
                className="cursor-pointer transition hover:bg-brand-50/40"
              >
                <td className="px-4 py-3.5 font-medium text-ink-950">
                  {/* The button makes each row reachable and openable from the keyboard. */}
                  <button
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation()
                      setOpenId(lead.id)
                    }}
                    aria-haspopup="dialog"
                    className="rounded text-left hover:text-brand-700 focus-visible:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {lead.company}
                  </button>
                </td>
                <td className="px-4 py-3.5 text-slate-700">{`${lead.first_name} ${lead.last_name}`}</td>
                <td className="hidden px-4 py-3.5 md:table-cell">
                  {lead.assigned_to ? (
                    <span className="text-slate-700">{advisorName(lead.assigned_to, advisors)}</span>
                  ) : (
                    <span className="text-slate-400 italic">Unassigned</span>
                  )}
                </td>
                <td className="hidden px-4 py-3.5 sm:table-cell">
                  {lead.topic && <Badge tone="violet">{lead.topic}</Badge>}
                </td>
                <td className="hidden px-4 py-3.5 lg:table-cell">
                  <LeadStatusBadge status={lead.status} />
                </td>
                <td className="px-4 py-3.5 text-right whitespace-nowrap text-slate-500 tabular-nums">
                  {formatDateTime(lead.created_at)}
                  <ReplyClock lead={lead} />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListContent>
        {page.totalPages > 1 && (
          <div className="border-t border-slate-100 px-4 py-3">
            <Pagination
              page={page.page}
              totalPages={page.totalPages}
              onPageChange={(p) => update({ page: p })}
              label="Leads pages"
            />
          </div>
        )}
      </Panel>
      <LeadDetails lead={openLead} advisors={advisors} onClose={() => setOpenId(null)} />
    </>
  )
}
