import type { PortalHandle } from '~/features/auth/PortalGate'
import { LandingPagesScreen } from '~/features/landing-admin/LandingPagesScreen'

export const handle: PortalHandle = { access: 'admin' }
export const meta = () => [{ title: 'Landing Pages | Staff portal' }]

export default function LandingPagesRoute() {
  return <LandingPagesScreen />
}
