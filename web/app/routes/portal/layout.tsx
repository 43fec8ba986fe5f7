import { PortalLoading } from '~/components/portal/Loading'
import { ToastProvider } from '~/components/ui/toast'
import { AuthProvider } from '~/features/auth/AuthProvider'
import { portalLoader, revalidateOnNewPath } from '~/features/auth/route-loaders'
import { SignedInShell } from '~/features/auth/SignedInShell'

export const clientLoader = portalLoader('user')

export function HydrateFallback() {
  return <PortalLoading />
}

export const shouldRevalidate = revalidateOnNewPath

export const meta = () => [{ title: 'Staff portal | Clearpath B1' }, { name: 'robots', content: 'noindex' }]

export default function PortalLayout() {
  return (
    <ToastProvider>
      <AuthProvider>
        <SignedInShell />
      </AuthProvider>
    </ToastProvider>
  )
}
