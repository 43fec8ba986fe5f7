import { queryOptions } from '@tanstack/react-query'

import type { ApiMeeting } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'

/** Upcoming discovery calls: everyone's for admins, the caller's own otherwise. */
export const upcomingMeetingsQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.meetings, 'upcoming'] as const,
    queryFn: () => portalApi.get<{ meetings: ApiMeeting[] }>('/portal/meetings').then((r) => r.meetings),
  })
