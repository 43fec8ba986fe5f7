import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiAccessRequest, Id } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { useInvalidating } from '~/lib/use-invalidating'

export const accessRequestKeys = {
  all: [QUERY_ROOTS.accessRequests] as const,
  list: () => [...accessRequestKeys.all, 'list'] as const,
}

export const fetchAccessRequests = () =>
  portalApi.get<{ requests: ApiAccessRequest[] }>('/portal/access-requests').then((r) => r.requests)
export const accessRequestsQueryOptions = () =>
  queryOptions({ queryKey: accessRequestKeys.list(), queryFn: fetchAccessRequests })
export const useAccessRequests = () => useQuery(accessRequestsQueryOptions())

export type Decision = 'approve' | 'reject'

/** Approving creates the user's account, so the users list is refreshed as well. */
export const useDecideAccessRequest = () =>
  useInvalidating(
    ({ id, decision }: { id: Id; decision: Decision }) =>
      portalApi.put<unknown>(`/portal/access-requests/${id}/${decision}`),
    [accessRequestKeys.all, [QUERY_ROOTS.users]],
  )
