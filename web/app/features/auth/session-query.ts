import { queryOptions, type QueryClient } from '@tanstack/react-query'

import type { ApiUser } from '@shared/contract-types'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { sessionStore } from '~/lib/session'

import { fetchCurrentUser } from './api'

/**
 * The signed-in user of SPEC §4, under the session's token. A token this page load has not confirmed
 * yet (one stored by an earlier visit) is checked with /api/auth/me; a failure there ends the session.
 */
function sessionQueryOptions(token: string) {
  const { user, checked } = sessionStore.getSnapshot()
  return queryOptions({
    queryKey: [QUERY_ROOTS.session, token] as const,
    queryFn: async (): Promise<ApiUser | null> => {
      if (checked) return user
      try {
        const confirmed = await fetchCurrentUser(token)
        sessionStore.confirm(confirmed)
        return confirmed
      } catch {
        sessionStore.signOut()
        return null
      }
    },
    staleTime: Infinity,
  })
}

/** The signed-in user, or null; without a token nothing is asked or cached. */
export function currentUser(queryClient: QueryClient): Promise<ApiUser | null> {
  const token = sessionStore.getToken()
  return token ? queryClient.ensureQueryData(sessionQueryOptions(token)) : Promise.resolve(null)
}
