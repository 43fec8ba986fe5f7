import { AccessRequestsScreen } from '~/features/access-requests/AccessRequestsScreen'
import type { PortalHandle } from '~/features/auth/PortalGate'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'Access Requests | Staff portal' }]

export default function AccessRequestsRoute() {
  return <AccessRequestsScreen />
}
