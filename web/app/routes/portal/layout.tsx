import { PortalLoading } from '~/components/portal/Loading'
import { ToastProvider } from '~/components/ui/toast'
import { AuthProvider } from '~/features/auth/AuthProvider'
import { PortalGate } from '~/features/auth/PortalGate'

// The portal depends on the token in local storage, so it renders on the client only.
export const clientLoader = () => null
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return <PortalLoading />
}

export const meta = () => [{ title: 'Staff portal | Clearpath B1' }, { name: 'robots', content: 'noindex' }]

export default function PortalLayout() {
  return (
    <ToastProvider>
      <AuthProvider>
        <PortalGate />
      </AuthProvider>
    </ToastProvider>
  )
}
