import type { ApiUser } from '@shared/contract-types'
import { isAdminUser } from '~/lib/roles'

/** What a portal route needs: any signed-in user, or an admin (admin or super_admin). */
export type RequiredAccess = 'user' | 'admin' | 'super_admin'
export type AccessDecision = 'allow' | 'login' | 'dashboard'

/** SPEC §6: no session → the login page; a session without the role → the dashboard. */
export function decideAccess(user: ApiUser | null, required: RequiredAccess): AccessDecision {
  if (!user) return 'login'
  if (required === 'admin' && !isAdminUser(user)) return 'dashboard'
  if (required === 'super_admin' && user.role !== 'super_admin') return 'dashboard'
  return 'allow'
}

const REDIRECTS: Record<AccessDecision, string | null> = {
  allow: null,
  login: '/portal/login',
  dashboard: '/portal/dashboard',
}

/** Where a route's loader sends this visitor, or null to show the route. */
export const accessRedirect = (user: ApiUser | null, required: RequiredAccess): string | null =>
  REDIRECTS[decideAccess(user, required)]
