import { useAuth } from '~/features/auth/AuthProvider'
import { portalLoader } from '~/features/auth/route-loaders'
import { UsersScreen } from '~/features/users/UsersScreen'
import { jobRolesQueryOptions, usersQueryOptions } from '~/features/users/api'

export const clientLoader = portalLoader('admin', (queryClient) =>
  Promise.all([queryClient.ensureQueryData(usersQueryOptions()), queryClient.ensureQueryData(jobRolesQueryOptions())]),
)
export const meta = () => [{ title: 'User Management | Staff portal' }]

export default function UsersRoute() {
  const { user } = useAuth()
  return <UsersScreen currentUser={user!} />
}
