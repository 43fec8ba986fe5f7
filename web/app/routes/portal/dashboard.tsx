import { useQuery } from '@tanstack/react-query'

import { useAuth } from '~/features/auth/AuthProvider'
import { portalLoader } from '~/features/auth/route-loaders'
import { leadStatsQueryOptions } from '~/features/leads/api'
import { DashboardScreen } from '~/features/dashboard/DashboardScreen'
import { upcomingMeetingsQueryOptions } from '~/features/dashboard/meetings-api'
import { isAdminUser } from '~/lib/roles'

// Only admins may read leads; for them the banner and the lead desk come from the stats. Everyone
// gets their upcoming discovery calls (admins everyone's).
export const clientLoader = portalLoader('user', (queryClient, user) =>
  Promise.all([
    isAdminUser(user) ? queryClient.ensureQueryData(leadStatsQueryOptions()) : undefined,
    queryClient.ensureQueryData(upcomingMeetingsQueryOptions()),
  ]),
)

export const meta = () => [{ title: 'Dashboard | Staff portal' }]

export default function DashboardRoute() {
  const { user } = useAuth()
  const { data: stats } = useQuery({ ...leadStatsQueryOptions(), enabled: isAdminUser(user) })
  const { data: meetings } = useQuery(upcomingMeetingsQueryOptions())
  return <DashboardScreen user={user!} stats={stats} meetings={meetings} />
}
