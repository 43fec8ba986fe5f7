import { AccessRequestsScreen } from '~/features/access-requests/AccessRequestsScreen'
import { portalLoader } from '~/features/auth/route-loaders'
import { accessRequestsQueryOptions } from '~/features/access-requests/api'

export const clientLoader = portalLoader('admin', (queryClient) =>
  queryClient.ensureQueryData(accessRequestsQueryOptions()),
)
export const meta = () => [{ title: 'Access Requests | Staff portal' }]

export default function AccessRequestsRoute() {
  return <AccessRequestsScreen />
}
