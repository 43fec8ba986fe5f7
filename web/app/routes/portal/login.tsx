import { PortalLoading } from '~/components/portal/Loading'
import { AuthProvider } from '~/features/auth/AuthProvider'
import { LoginScreen } from '~/features/auth/LoginScreen'
import { signedOutLoader } from '~/features/auth/route-loaders'

export const clientLoader = signedOutLoader

export function HydrateFallback() {
  return <PortalLoading />
}

export const meta = () => [{ title: 'Sign in | Staff portal' }, { name: 'robots', content: 'noindex' }]

export default function Login() {
  return (
    <AuthProvider>
      <LoginScreen />
    </AuthProvider>
  )
}
