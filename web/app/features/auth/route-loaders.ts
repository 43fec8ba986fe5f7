import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ShouldRevalidateFunction } from 'react-router'

import type { ApiUser } from '@shared/contract-types'
import { getQueryClient } from '~/lib/query-client'

import { accessRedirect, type RequiredAccess } from './access'
import { currentUser } from './session-query'

/** The signed-in user, or a thrown redirect to where SPEC §6 sends this visitor. */
export async function requireAccess(queryClient: QueryClient, required: RequiredAccess): Promise<ApiUser> {
  const user = await currentUser(queryClient)
  const to = accessRedirect(user, required)
  if (to || !user) throw redirect(to ?? '/portal/login')
  return user
}

/** A screen's first queries, put into the shared client before the screen renders. */
type Prefetch = (queryClient: QueryClient, user: ApiUser) => Promise<unknown> | undefined

/**
 * A portal route's clientLoader: the session and role check, then the screen's first queries, so
 * the screen renders with its data. A failed prefetch is left to the screen, which shows its error.
 * It runs on hydration too: the portal reads its token from local storage, so nothing renders on the server.
 */
export function portalLoader(required: RequiredAccess, prefetch?: Prefetch) {
  const loader = async () => {
    const queryClient = getQueryClient()
    const user = await requireAccess(queryClient, required)
    await Promise.resolve(prefetch?.(queryClient, user)).catch(() => undefined)
    return null
  }
  return Object.assign(loader, { hydrate: true as const })
}

/** The login page's clientLoader: a visitor who is signed in already goes to the dashboard. */
export const signedOutLoader = Object.assign(
  async () => {
    const user = await currentUser(getQueryClient())
    if (user) throw redirect('/portal/dashboard')
    return null
  },
  { hydrate: true as const },
)

/**
 * The lead desk keeps its filters in the URL's query, bound to its inputs: those changes need no
 * loader (the data is in the client already), and waiting on one would drop keystrokes.
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate
