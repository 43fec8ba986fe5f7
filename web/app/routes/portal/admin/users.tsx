import { useAuth } from '~/features/auth/AuthProvider'
import type { PortalHandle } from '~/features/auth/PortalGate'
import { UsersScreen } from '~/features/users/UsersScreen'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'User Management | Staff portal' }]

export default function UsersRoute() {
  const { user } = useAuth()
  return <UsersScreen currentUser={user!} />
}
