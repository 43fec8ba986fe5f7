import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiLandingPage, Id } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { useInvalidating } from '~/lib/use-invalidating'

export const landingPageKeys = {
  all: [QUERY_ROOTS.landingPages] as const,
  list: () => [...landingPageKeys.all, 'list'] as const,
}

export const fetchLandingPages = () =>
  portalApi.get<{ pages: ApiLandingPage[] }>('/portal/landing-pages').then((r) => r.pages)
export const landingPagesQueryOptions = () =>
  queryOptions({ queryKey: landingPageKeys.list(), queryFn: fetchLandingPages })
export const useLandingPages = () => useQuery(landingPagesQueryOptions())

export const useToggleLandingPage = () =>
  useInvalidating((id: Id) => portalApi.put<unknown>(`/portal/landing-pages/${id}/toggle`), [landingPageKeys.all])
