import { portalLoader } from '~/features/auth/route-loaders'
import { LandingPagesScreen } from '~/features/landing-admin/LandingPagesScreen'
import { landingPagesQueryOptions } from '~/features/landing-admin/api'

export const clientLoader = portalLoader('admin', (queryClient) =>
  queryClient.ensureQueryData(landingPagesQueryOptions()),
)
export const meta = () => [{ title: 'Landing Pages | Staff portal' }]

export default function LandingPagesRoute() {
  return <LandingPagesScreen />
}
