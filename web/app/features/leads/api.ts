import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type {
  ApiLead,
  ApiLeadDetail,
  ApiLeadStats,
  ApiOutcomeReason,
  ContactMergeInput,
  Id,
  LeadAssignInput,
  LeadBulkInput,
  LeadStatus,
} from '@shared/contract-types'
import { DEFAULT_LEAD_SORT, filtersToParams, type LeadFilters, type LeadSort } from '@shared/lead-filters'
import { sessionStore } from '~/lib/session'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { useInvalidating } from '~/lib/use-invalidating'

import { patchLeads } from './selection'

export const leadKeys = {
  all: [QUERY_ROOTS.leads] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (sort: LeadSort = DEFAULT_LEAD_SORT) => [...leadKeys.lists(), sort] as const,
  detail: (id: Id) => [...leadKeys.all, 'detail', id] as const,
  stats: () => [...leadKeys.all, 'stats'] as const,
  reasons: () => [...leadKeys.all, 'outcome-reasons'] as const,
}

/** The lead with its history, newest first. */
export const useLeadDetail = (id: Id) =>
  useQuery({
    queryKey: leadKeys.detail(id),
    queryFn: () => portalApi.get<ApiLeadDetail>(`/portal/leads/inbound/${id}`),
  })

export const useAddNote = (id: Id) =>
  useInvalidating(
    (body: string) => portalApi.post<unknown>(`/portal/leads/inbound/${id}/notes`, { body }),
    [leadKeys.detail(id)],
  )

/** Downloads the CSV of the leads matching the screen's filters (the file needs the session's token). */
export async function downloadLeadsCsv(filters: LeadFilters): Promise<void> {
  const params = filtersToParams({ ...filters, page: 1 })
  const response = await fetch(`/api/portal/leads/inbound/export.csv?${params}`, {
    headers: { Authorization: `Bearer ${sessionStore.getToken() ?? ''}` },
  })
  if (!response.ok) throw new Error('Error exporting leads')
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'leads.csv',
  })
  link.click()
  URL.revokeObjectURL(url)
}

/** The leads in the order the server's database sorts them (newest first by default). */
const fetchLeads = (sort: LeadSort) =>
  portalApi
    .get<{ leads: ApiLead[] }>(
      sort === DEFAULT_LEAD_SORT ? '/portal/leads/inbound' : `/portal/leads/inbound?sort=${encodeURIComponent(sort)}`,
    )
    .then((r) => r.leads)

export const leadsQueryOptions = (sort: LeadSort = DEFAULT_LEAD_SORT) =>
  queryOptions({
    queryKey: leadKeys.list(sort),
    queryFn: () => fetchLeads(sort),
    // Another order shows the rows of the last one until it arrives, rather than a skeleton.
    placeholderData: (previous) => previous,
  })

export const useLeads = (sort: LeadSort = DEFAULT_LEAD_SORT) => useQuery(leadsQueryOptions(sort))

/** The dashboard's figures; under the leads root, so every lead change refreshes them. */
export const leadStatsQueryOptions = () =>
  queryOptions({ queryKey: leadKeys.stats(), queryFn: () => portalApi.get<ApiLeadStats>('/portal/leads/stats') })

/** The won and lost reasons admins keep in /admin. */
export const useOutcomeReasons = () =>
  useQuery({
    queryKey: leadKeys.reasons(),
    queryFn: () =>
      portalApi.get<{ reasons: ApiOutcomeReason[] }>('/portal/leads/outcome-reasons').then((r) => r.reasons),
  })

export type LeadAssignment = LeadAssignInput & { assigned_to: string }

export const useAssignLead = () =>
  useInvalidating(
    ({ id, ...assignment }: LeadAssignment & { id: Id }) =>
      portalApi.put<unknown>(`/portal/leads/inbound/${id}/assign`, assignment),
    [leadKeys.all],
  )

/**
 * The table's inline status change: the row shows the new status at once and goes back to the old
 * one if the save fails. Only the status is sent, so the advisor stays as it is.
 */
export function useSetLeadStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: Id; status: LeadStatus }) =>
      portalApi.put<unknown>(`/portal/leads/inbound/${id}/assign`, { status }),
    onMutate: async ({ id, status }) => {
      // Every order of the list held shows it.
      await queryClient.cancelQueries({ queryKey: leadKeys.lists() })
      const previous = queryClient.getQueriesData<ApiLead[]>({ queryKey: leadKeys.lists() })
      for (const [key, leads] of previous) if (leads) queryClient.setQueryData(key, patchLeads(leads, [id], { status }))
      return { previous }
    },
    onError: (_error, _input, context) => {
      for (const [key, leads] of context?.previous ?? []) queryClient.setQueryData(key, leads)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  })
}

/** Assigns and/or sets the status of the selected leads in one call (all or nothing on the server). */
export const useBulkUpdateLeads = () =>
  useInvalidating(
    (input: LeadBulkInput) => portalApi.put<{ leads: ApiLead[] }>('/portal/leads/inbound/bulk', input),
    [leadKeys.all],
  )

export const useDeleteLead = () =>
  useInvalidating((id: Id) => portalApi.delete<unknown>(`/portal/leads/inbound/${id}`), [leadKeys.all])

/** Merges this enquiry's contact into another enquiry's (admins); every lead view refreshes. */
export const useMergeContact = (id: Id) =>
  useInvalidating(
    (into: Id) =>
      portalApi.post<unknown>(`/portal/leads/inbound/${id}/merge-contact`, { into } satisfies ContactMergeInput),
    [leadKeys.all],
  )
