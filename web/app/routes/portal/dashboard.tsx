import { useQuery } from '@tanstack/react-query'

import { useAuth } from '~/features/auth/AuthProvider'
import { leadsQueryOptions } from '~/features/leads/api'
import { DashboardScreen } from '~/features/dashboard/DashboardScreen'
import { isAdminUser } from '~/lib/roles'

export const meta = () => [{ title: 'Dashboard | Staff portal' }]

export default function DashboardRoute() {
  const { user } = useAuth()
  const admin = isAdminUser(user)
  // Only admins may read leads; for them the banner counts the new ones.
  const { data: leads } = useQuery({ ...leadsQueryOptions(), enabled: admin })
  return <DashboardScreen user={user!} newLeads={leads?.filter((lead) => lead.status === 'new').length} />
}
