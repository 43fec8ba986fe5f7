import { Navigate, Outlet, useMatches } from 'react-router'

import { PortalLoading } from '~/components/portal/Loading'
import { PortalShell } from '~/components/portal/PortalShell'

import { decideAccess, type RequiredAccess } from './access'
import { useAuth } from './AuthProvider'

/** What a portal route module exports as `handle` to say who may see it. */
export type PortalHandle = { access?: RequiredAccess }

/** The protected part of the portal: checks the session and the route's role, then shows the shell. */
export function PortalGate() {
  const { user, checked, logout } = useAuth()
  const required =
    useMatches()
      .map((match) => (match.handle as PortalHandle | undefined)?.access)
      .findLast(Boolean) ?? 'user'

  switch (decideAccess(checked, user, required)) {
    case 'checking':
      return <PortalLoading />
    case 'login':
      return <Navigate to="/portal/login" replace />
    case 'dashboard':
      return <Navigate to="/portal/dashboard" replace />
    case 'allow':
      return (
        <PortalShell user={user!} onLogout={logout}>
          <Outlet />
        </PortalShell>
      )
  }
}
