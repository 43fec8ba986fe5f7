import clsx from 'clsx'
import { Download, Inbox, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'

import type { ApiLead, ApiUser, Id, LeadBulkInput, LeadStatus } from '@shared/contract-types'
import { LEAD_STATUS } from '@shared/constants'
import { FilterBar, ListContent, ListSummary } from '~/components/portal/ListPanel'
import { PageHeader, Panel } from '~/components/portal/PageHeader'
import { Badge } from '~/components/ui/badge'
import { DataTable, type Column } from '~/components/ui/data-table'
import { EmptyState } from '~/components/ui/empty-state'
import { FilterSelect, SearchInput } from '~/components/ui/filters'
import { Pagination } from '~/components/ui/pagination'
import { Button } from '~/components/ui/button'
import { useToast } from '~/components/ui/toast'
import { detailOr } from '~/lib/api-errors'
import { formatShortDate, formatTimeLeft } from '~/lib/format'
import { sessionStore } from '~/lib/session'
import { useNarrow } from '~/lib/use-narrow'
import { paginate } from '~/lib/paginate'

import { downloadLeadsCsv, useBulkUpdateLeads, useLeads, useSetLeadStatus } from './api'
import { BulkActions } from './BulkActions'
import { LeadDetails } from './LeadDetails'
import { LeadStatusBadge } from './LeadStatusBadge'
import { LeadStatusSelect } from './LeadStatusSelect'
import {
  advisorName,
  advisorsFrom,
  distinctTopics,
  filterLeads,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  NO_FILTERS,
  UNASSIGNED,
  type LeadFilters,
  type LeadSortColumn,
} from './lead-filters'
import { STATUS_LABELS } from '~/lib/lead-status'
import { pageSelection, selectedAmong, toggleOne, togglePage } from './selection'
import {
  COLUMN_LABELS,
  OPTIONAL_COLUMNS,
  PAGE_SIZES,
  readPrefs,
  savePrefs,
  toggleColumn,
  type LeadColumn,
  type TablePrefs,
} from './table-prefs'

// Widths that fit the portal's panel at 1280 px (936 px) with every column shown; long text wraps at its words.
const COLUMN_HEADS: Record<LeadColumn, Column> = {
  contact: { label: COLUMN_LABELS.contact, className: 'w-[14%]' },
  advisor: { label: COLUMN_LABELS.advisor, className: 'w-[13%]' },
  topic: { label: COLUMN_LABELS.topic, className: 'w-[13%]' },
  status: { label: COLUMN_LABELS.status, className: 'w-36' },
  created: { label: COLUMN_LABELS.created, className: 'w-28' },
  reply_due: { label: COLUMN_LABELS.reply_due, className: 'w-28' },
}

const checkbox = 'size-4 cursor-pointer rounded border-slate-300 accent-brand-600'

/** The select-all box of the page: checked, mixed (some rows) or clear. */
function SelectPage({ state, onChange }: { state: 'all' | 'some' | 'none'; onChange: () => void }) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    box.current!.indeterminate = state === 'some'
  }, [state])
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label="Select all leads on this page"
      checked={state === 'all'}
      onChange={onChange}
      className={checkbox}
    />
  )
}

/** Time left to reply on a new lead, or an Overdue badge; a dash once the lead was contacted. */
function ReplyClock({ lead }: { lead: ApiLead }) {
  if (lead.overdue) return <Badge tone="danger">Overdue</Badge>
  if (lead.status !== 'new' || !lead.due_at) return <span className="text-slate-500">—</span>
  return <span className="text-xs text-slate-600">{formatTimeLeft(lead.due_at)} left</span>
}

/** Which columns show and how many rows a page: remembered per user. */
function TableSettings({ prefs, onChange }: { prefs: TablePrefs; onChange: (prefs: TablePrefs) => void }) {
  // The choices render only while open, so a closed menu is one stop in the tab order.
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-3">
      <details className="relative" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer rounded-md px-2 py-1 font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50">
          Columns
        </summary>
        {open && (
          <fieldset className="absolute right-0 z-20 mt-1 w-44 space-y-1.5 rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200">
            <legend className="sr-only">Columns shown</legend>
            {OPTIONAL_COLUMNS.map((column) => (
              <label key={column} className="flex items-center gap-2 text-slate-700">
                <input
                  type="checkbox"
                  aria-label={`Show the ${COLUMN_LABELS[column]} column`}
                  checked={prefs.columns.includes(column)}
                  onChange={() => onChange(toggleColumn(prefs, column))}
                  className={checkbox}
                />
                {COLUMN_LABELS[column]}
              </label>
            ))}
          </fieldset>
        )}
      </details>
      <label className="inline-flex items-center gap-2 text-slate-700">
        Rows per page
        <select
          value={prefs.pageSize}
          onChange={(e) => onChange({ ...prefs, pageSize: Number(e.target.value) })}
          className="rounded-md border-slate-300 py-1 text-sm"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

/** Manage Inbound Leads (SPEC §2). `users` are the staff list, from which the advisors come. */
export function LeadsScreen({ users }: { users: ApiUser[] }) {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const { data: leads = [], isPending } = useLeads(filters.sort)
  // The e-mails link to ?lead=<id>, which opens that lead; so do links on this screen (the drawer's
  // other enquiries of the same contact), which keep the screen mounted: each navigation is checked.
  const linkedId = (): Id | null => {
    const linked = params.get('lead')
    return linked ? (Number.isNaN(Number(linked)) ? linked : Number(linked)) : null
  }
  const [openId, setOpenId] = useState<Id | null>(linkedId)
  const { key: navigation } = useLocation()
  const [seenNavigation, setSeenNavigation] = useState(navigation)
  if (navigation !== seenNavigation) {
    setSeenNavigation(navigation)
    const linked = linkedId()
    if (linked !== null) setOpenId(linked)
  }
  const [exporting, setExporting] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<Id>>(new Set())
  const userId = sessionStore.getSnapshot().user?.id
  const [prefs, setPrefs] = useState(() => readPrefs(userId))
  const changePrefs = (next: TablePrefs) => {
    setPrefs(next)
    savePrefs(userId, next)
  }
  const show = (column: LeadColumn) => prefs.columns.includes(column)
  const narrow = useNarrow()
  const toast = useToast()
  const setStatus = useSetLeadStatus()
  const bulk = useBulkUpdateLeads()

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
  const advisors = useMemo(() => advisorsFrom(users), [users])
  const topics = useMemo(() => distinctTopics(leads), [leads])
  const matching = filterLeads(leads, filters)
  const page = paginate(matching, filters.page, prefs.pageSize)
  // Looked up from the list so that the open lead shows the saved values once the list reloads.
  const openLead = leads.find((lead) => lead.id === openId) ?? null
  const pageIds = page.items.map((lead) => lead.id)
  const chosen = selectedAmong(selected, matching)

  function changeStatus(lead: ApiLead, status: LeadStatus) {
    setStatus.mutate(
      { id: lead.id, status },
      {
        onSuccess: () => toast.success(`${lead.company}: ${STATUS_LABELS[status]}`),
        onError: (error) => toast.error(detailOr(error, 'Error saving lead')),
      },
    )
  }

  function applyToSelected(change: Omit<LeadBulkInput, 'ids'>) {
    bulk.mutate(
      { ids: chosen, ...change },
      {
        onSuccess: () => {
          toast.success(`${chosen.length} ${chosen.length === 1 ? 'lead' : 'leads'} updated`)
          setSelected(new Set())
        },
        onError: (error) => toast.error(detailOr(error, 'Error updating leads')),
      },
    )
  }

  /** A new filter starts again on page 1; typing replaces the history entry instead of piling them up. */
  const update = (change: Partial<LeadFilters>, replace = false) =>
    setParams(filtersToParams({ ...filters, page: 1, ...change }), { replace })

  /** A heading that sorts by its column: ascending first, then each press turns it round. */
  const sortable = (column: LeadSortColumn, head: Column): Column => {
    const direction = filters.sort === column ? 'ascending' : filters.sort === `-${column}` ? 'descending' : null
    return {
      ...head,
      sort: { direction, onSort: () => update({ sort: direction === 'ascending' ? `-${column}` : column }) },
    }
  }

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
          <div className="flex flex-wrap items-center gap-3">
            <TableSettings prefs={prefs} onChange={changePrefs} />
            <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
              <Download className="size-4" aria-hidden />
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          </div>
        </div>
        {chosen.length > 0 && (
          <BulkActions
            count={chosen.length}
            advisors={advisors}
            busy={bulk.isPending}
            onAssign={(assigned_to) => applyToSelected({ assigned_to })}
            onStatus={(status) => applyToSelected({ status })}
            onClear={() => setSelected(new Set())}
          />
        )}
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
          skeletonRows={Math.min(prefs.pageSize, 10)}
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
          {/* Phones get cards: company, contact, status and reply due. */}
          {narrow ? (
            <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Leads">
              {page.items.map((lead) => (
                <li key={lead.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(lead.id)}
                    aria-haspopup="dialog"
                    className="flex w-full items-start justify-between gap-3 px-4 py-3 text-left hover:bg-brand-50/40"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-ink-950">{lead.company}</span>
                      <span className="block text-sm break-words text-slate-600">{`${lead.first_name} ${lead.last_name}`}</span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <LeadStatusBadge status={lead.status} />
                      <ReplyClock lead={lead} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <DataTable
              columns={[
                {
                  label: 'Select',
                  className: 'w-10 pr-0',
                  content: (
                    <SelectPage
                      state={pageSelection(selected, pageIds)}
                      onChange={() => setSelected(togglePage(selected, pageIds))}
                    />
                  ),
                },
                sortable('company', { label: 'Company' }),
                ...OPTIONAL_COLUMNS.filter(show).map((column) => sortable(column, COLUMN_HEADS[column])),
              ]}
              className="border-t border-slate-100"
              tableClassName="table-fixed"
            >
              {page.items.map((lead) => {
                const contact = `${lead.first_name} ${lead.last_name}`
                const advisor = lead.assigned_to ? advisorName(lead.assigned_to, advisors) : ''
                return (
                  <tr
                    key={lead.id}
                    onClick={() => setOpenId(lead.id)}
                    className={clsx(
                      'cursor-pointer transition hover:bg-brand-50/40',
                      selected.has(lead.id) && 'bg-brand-50/60',
                    )}
                  >
                    {/* Clicks in the controls' cells never open the drawer. */}
                    <td className="w-10 py-3.5 pr-0 pl-4" onClick={(event) => event.stopPropagation()}>
                      <input
                        type="checkbox"
                        aria-label={`Select ${lead.company}`}
                        checked={selected.has(lead.id)}
                        onChange={() => setSelected(toggleOne(selected, lead.id))}
                        className={checkbox}
                      />
                    </td>
                    <td className="px-4 py-3.5 font-medium break-words text-ink-950">
                      {/* The button makes each row reachable and openable from the keyboard. */}
                      <button
                        type="button"
                        onClick={(event) => {
                          event.stopPropagation()
                          setOpenId(lead.id)
                        }}
                        aria-haspopup="dialog"
                        className="max-w-full rounded text-left break-words hover:text-brand-700 focus-visible:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                      >
                        {lead.company}
                      </button>
                    </td>
                    {show('contact') && <td className="px-4 py-3.5 break-words text-slate-700">{contact}</td>}
                    {show('advisor') && (
                      <td className="px-4 py-3.5 break-words">
                        {advisor ? (
                          <span className="text-slate-700">{advisor}</span>
                        ) : (
                          <span className="text-slate-500 italic">Unassigned</span>
                        )}
                      </td>
                    )}
                    {show('topic') && (
                      <td className="px-4 py-3.5">
                        {lead.topic && (
                          <Badge tone="violet" className="whitespace-normal!">
                            {lead.topic}
                          </Badge>
                        )}
                      </td>
                    )}
                    {show('status') && (
                      <td className="px-4 py-2.5" onClick={(event) => event.stopPropagation()}>
                        <LeadStatusSelect
                          status={lead.status}
                          label={`Status of ${lead.company}`}
                          onChange={(status) => changeStatus(lead, status)}
                        />
                      </td>
                    )}
                    {show('created') && (
                      <td className="px-4 py-3.5 text-slate-500 tabular-nums">{formatShortDate(lead.created_at)}</td>
                    )}
                    {show('reply_due') && (
                      <td className="px-4 py-3.5">
                        <ReplyClock lead={lead} />
                      </td>
                    )}
                  </tr>
                )
              })}
            </DataTable>
          )}
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
