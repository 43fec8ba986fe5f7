import type { PortalHandle } from '~/features/auth/PortalGate'
import { FaqsScreen } from '~/features/faqs-admin/FaqsScreen'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'FAQ Management | Staff portal' }]

export default function FaqsRoute() {
  return <FaqsScreen />
}
