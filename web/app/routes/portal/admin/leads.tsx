import type { PortalHandle } from '~/features/auth/PortalGate'
import { LeadsScreen } from '~/features/leads/LeadsScreen'
import { useUsers } from '~/features/users/api'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'Inbound Leads | Staff portal' }]

export default function LeadsRoute() {
  const { data: users = [] } = useUsers()
  return <LeadsScreen users={users} />
}
