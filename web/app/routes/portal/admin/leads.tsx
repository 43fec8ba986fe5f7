import { portalLoader, revalidateOnNewPath } from '~/features/auth/route-loaders'
import { LeadsScreen } from '~/features/leads/LeadsScreen'
import { usersQueryOptions, useUsers } from '~/features/users/api'
import { leadsQueryOptions } from '~/features/leads/api'

export const clientLoader = portalLoader('admin', (queryClient) =>
  Promise.all([queryClient.ensureQueryData(leadsQueryOptions()), queryClient.ensureQueryData(usersQueryOptions())]),
)
export const shouldRevalidate = revalidateOnNewPath

export const meta = () => [{ title: 'Inbound Leads | Staff portal' }]

export default function LeadsRoute() {
  const { data: users = [] } = useUsers()
  return <LeadsScreen users={users} />
}
