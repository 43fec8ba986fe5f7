import { useActionData } from 'react-router'

import { PortalLoading } from '~/components/portal/Loading'
import { REQUEST_ACCESS } from '~/features/auth/access-request-form'
import { AuthProvider } from '~/features/auth/AuthProvider'
import { LoginScreen } from '~/features/auth/LoginScreen'
import { postAccessRequest } from '~/features/auth/post-access-request.server'
import { signedOutLoader } from '~/features/auth/route-loaders'
import { postFor } from '~/lib/public-form'

import type { Route } from './+types/login'

/** Signed-in visitors go to the dashboard before anything else renders (see HydrateFallback). */
export const clientLoader = signedOutLoader

/** The request-access form, posted without JavaScript. */
export const action = ({ request, context }: Route.ActionArgs) => postAccessRequest(request, context)

/** The answer to the request-access post, a hook so the test router can mount the module as it is. */
const usePosted = () => postFor(useActionData(), REQUEST_ACCESS)

/**
 * What the server renders, and the browser shows until the clientLoader has checked the session:
 * 'Loading...' with JavaScript, so a signed-in visitor never sees the sign-in screen; the screen
 * itself without it (a <noscript> the browser ignores when scripts run).
 */
export function HydrateFallback() {
  const posted = usePosted()
  // React renders a <noscript>'s content on the server only: scripts never mount this copy.
  return (
    <>
      <div className="noscript:hidden">
        <PortalLoading />
      </div>
      <noscript>
        <AuthProvider>
          <LoginScreen posted={posted} withoutScript />
        </AuthProvider>
      </noscript>
    </>
  )
}

export const meta = () => [{ title: 'Sign in | Staff portal' }, { name: 'robots', content: 'noindex' }]

export default function Login() {
  const posted = usePosted()
  return (
    <AuthProvider>
      <LoginScreen posted={posted} />
    </AuthProvider>
  )
}
