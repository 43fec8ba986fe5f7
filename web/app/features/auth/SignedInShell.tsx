import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router'

import { PortalLoading } from '~/components/portal/Loading'
import { PortalShell } from '~/components/portal/PortalShell'

import { useAuth } from './AuthProvider'

/**
 * The portal's frame around the signed-in routes (their loaders have checked the session and role).
 * When the session ends here (Logout, or a 401 on any call) it goes to the login page.
 */
export function SignedInShell() {
  const { user, logout } = useAuth()
  const navigate = useNavigate()
  useEffect(() => {
    if (!user) void navigate('/portal/login', { replace: true })
  }, [user, navigate])

  if (!user) return <PortalLoading />
  return (
    <PortalShell user={user} onLogout={logout}>
      <Outlet />
    </PortalShell>
  )
}
