import { ArrowLeft, BarChart3, ShieldCheck, Users } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'

import type { FormPost } from '~/lib/public-form'

import { REQUEST_ACCESS } from './access-request-form'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { LoginForm } from './LoginForm'
import { RequestAccessForm } from './RequestAccessForm'

const HIGHLIGHTS = [
  { icon: BarChart3, text: 'Triage inbound leads and hand them to the right advisor' },
  { icon: Users, text: 'Manage colleagues, roles and access requests' },
  { icon: ShieldCheck, text: 'Publish blog posts, FAQs and campaign pages' },
]

type Props = {
  /** The answer to the request-access post without JavaScript (features/auth/post-access-request.server.ts). */
  posted?: FormPost
  /** Rendered for a browser without JavaScript: sign-in needs it, and the screen says so. */
  withoutScript?: boolean
}

/**
 * The sign-in screen. "Request access" is its own address (`?view=request-access`), so a plain link
 * reaches it and the form can post there without JavaScript; "Forgot password?" needs JavaScript anyway.
 */
export function LoginScreen({ posted, withoutScript = false }: Props) {
  const [params] = useSearchParams()
  const [forgot, setForgot] = useState(false)
  const mode = params.get('view') === REQUEST_ACCESS ? 'request' : forgot ? 'forgot' : 'login'

  return (
    <main className="grid min-h-screen lg:grid-cols-[1fr_1.1fr]">
      <aside className="relative hidden overflow-hidden bg-ink-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden className="absolute -top-32 -left-24 size-96 rounded-full bg-brand-600/30 blur-3xl" />
        <div aria-hidden className="absolute -right-24 bottom-0 size-80 rounded-full bg-brand-500/20 blur-3xl" />
        <div className="relative flex items-center gap-2 font-bold">
          <span aria-hidden className="grid size-9 place-items-center rounded-lg bg-brand-600 text-sm">
            B1
          </span>
          Clearpath B1
        </div>
        <div className="relative max-w-md">
          <h2 className="text-3xl font-bold tracking-tight">Everything the team needs, in one place.</h2>
          <ul className="mt-8 space-y-4 text-slate-300">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/10">
                  <Icon className="size-5 text-brand-200" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-slate-400">Staff portal · authorised users only</p>
      </aside>

      <section className="flex items-center justify-center bg-slate-50 px-4 py-12 sm:px-8">
        <div className="w-full max-w-md">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to the website
          </Link>
          <div className="mt-6 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            {mode === 'login' ? (
              <>
                <h1 className="text-2xl font-bold tracking-tight text-ink-950">Sign in to the portal</h1>
                <p className="mt-1.5 mb-6 text-sm text-slate-600">Use your work email and password.</p>
                {withoutScript && (
                  <p
                    role="note"
                    className="mb-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
                  >
                    Signing in needs JavaScript. Turn it on in your browser to sign in; you can request access without
                    it.
                  </p>
                )}
                <LoginForm />
                {!withoutScript && (
                  <p className="mt-4 text-right text-sm">
                    <button
                      type="button"
                      onClick={() => setForgot(true)}
                      className="font-semibold text-brand-600 hover:text-brand-700 hover:underline"
                    >
                      Forgot password?
                    </button>
                  </p>
                )}
              </>
            ) : mode === 'forgot' ? (
              <>
                <h1 className="text-2xl font-bold tracking-tight text-ink-950">Reset your password</h1>
                <p className="mt-1.5 mb-6 text-sm text-slate-600">
                  Enter your work email and we will send you a link to choose a new password.
                </p>
                <ForgotPasswordForm onBack={() => setForgot(false)} />
              </>
            ) : (
              <>
                <h1 className="text-2xl font-bold tracking-tight text-ink-950">Request access</h1>
                <p className="mt-1.5 mb-6 text-sm text-slate-600">
                  Tell us who you are and an administrator will set up your account.
                </p>
                <RequestAccessForm posted={posted} />
              </>
            )}
          </div>
          {mode === 'login' && (
            <p className="mt-6 text-center text-sm text-slate-600">
              No account yet?{' '}
              <Link
                to={`?view=${REQUEST_ACCESS}`}
                className="font-semibold text-brand-600 hover:text-brand-700 hover:underline"
              >
                Request access
              </Link>
            </p>
          )}
        </div>
      </section>
    </main>
  )
}
