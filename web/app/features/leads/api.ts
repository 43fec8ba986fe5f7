import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ApiLead, Id, LeadStatus } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'

export const leadKeys = {
  all: [QUERY_ROOTS.leads] as const,
  list: () => [...leadKeys.all, 'list'] as const,
}

export const fetchLeads = () => portalApi.get<{ leads: ApiLead[] }>('/portal/leads/inbound').then((r) => r.leads)

export const leadsQueryOptions = () => queryOptions({ queryKey: leadKeys.list(), queryFn: fetchLeads })

export const useLeads = () => useQuery(leadsQueryOptions())

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
