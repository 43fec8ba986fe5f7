import type { ApiUser } from '@shared/contract-types'
import { isAdminUser } from '~/lib/roles'

/** What a portal route needs: any signed-in user, or an admin (admin or super_admin). */
export type RequiredAccess = 'user' | 'admin' | 'super_admin'
export type AccessDecision = 'checking' | 'allow' | 'login' | 'dashboard'

/** SPEC §6: no session → the login page; a session without the role → the dashboard. */
export function decideAccess(checked: boolean, user: ApiUser | null, required: RequiredAccess): AccessDecision {
  if (!checked) return 'checking'
  if (!user) return 'login'
  if (required === 'admin' && !isAdminUser(user)) return 'dashboard'
  if (required === 'super_admin' && user.role !== 'super_admin') return 'dashboard'
  return 'allow'
}
