import { useParams } from 'react-router'

import { PortalLoading } from '~/components/portal/Loading'
import { ResetPasswordScreen } from '~/features/auth/ResetPasswordScreen'

export const clientLoader = () => null
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return <PortalLoading />
}

export const meta = () => [{ title: 'Set your password | Staff portal' }, { name: 'robots', content: 'noindex' }]

export default function ResetPassword() {
  const { token = '' } = useParams()
  return <ResetPasswordScreen token={token} />
}
