import { useQuery } from '@tanstack/react-query'

import { useAuth } from '~/features/auth/AuthProvider'
import { portalLoader } from '~/features/auth/route-loaders'
import { leadStatsQueryOptions } from '~/features/leads/api'
import { DashboardScreen } from '~/features/dashboard/DashboardScreen'
import { upcomingMeetingsQueryOptions } from '~/features/dashboard/meetings-api'
import { myTasksQueryOptions } from '~/lib/tasks-api'
import { isAdminUser } from '~/lib/roles'

// Only admins may read leads; for them the banner and the lead desk come from the stats. Everyone
// gets their upcoming discovery calls (admins everyone's) and their own follow-up tasks.
export const clientLoader = portalLoader('user', (queryClient, user) =>
  Promise.all([
    isAdminUser(user) ? queryClient.ensureQueryData(leadStatsQueryOptions()) : undefined,
    queryClient.ensureQueryData(upcomingMeetingsQueryOptions()),
    queryClient.ensureQueryData(myTasksQueryOptions()),
  ]),
)

export const meta = () => [{ title: 'Dashboard | Staff portal' }]

export default function DashboardRoute() {
  const { user } = useAuth()
  const { data: stats } = useQuery({ ...leadStatsQueryOptions(), enabled: isAdminUser(user) })
  const { data: meetings } = useQuery(upcomingMeetingsQueryOptions())
  const { data: tasks } = useQuery(myTasksQueryOptions())
  return <DashboardScreen user={user!} stats={stats} meetings={meetings} tasks={tasks} />
}
