import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ApiLead, ApiLeadDetail, ApiLeadStats, Id, LeadStatus } from '@shared/contract-types'
import { filtersToParams, type LeadFilters } from '@shared/lead-filters'
import { sessionStore } from '~/lib/session'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'

export const leadKeys = {
  all: [QUERY_ROOTS.leads] as const,
  list: () => [...leadKeys.all, 'list'] as const,
  detail: (id: Id) => [...leadKeys.all, 'detail', id] as const,
  stats: () => [...leadKeys.all, 'stats'] as const,
}

/** The lead with its history, newest first. */
export const useLeadDetail = (id: Id) =>
  useQuery({
    queryKey: leadKeys.detail(id),
    queryFn: () => portalApi.get<ApiLeadDetail>(`/portal/leads/inbound/${id}`),
  })

export function useAddNote(id: Id) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => portalApi.post<unknown>(`/portal/leads/inbound/${id}/notes`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) }),
  })
}

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

export const fetchLeads = () => portalApi.get<{ leads: ApiLead[] }>('/portal/leads/inbound').then((r) => r.leads)

export const leadsQueryOptions = () => queryOptions({ queryKey: leadKeys.list(), queryFn: fetchLeads })

export const useLeads = () => useQuery(leadsQueryOptions())

/** The dashboard's figures; under the leads root, so every lead change refreshes them. */
export const leadStatsQueryOptions = () =>
  queryOptions({ queryKey: leadKeys.stats(), queryFn: () => portalApi.get<ApiLeadStats>('/portal/leads/stats') })

export type LeadAssignment = { assigned_to: string; status: LeadStatus }

export function useAssignLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...assignment }: LeadAssignment & { id: Id }) =>
      portalApi.put<unknown>(`/portal/leads/inbound/${id}/assign`, assignment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  })
}

export function useDeleteLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => portalApi.delete<unknown>(`/portal/leads/inbound/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  })
}
