import { CheckCircle2, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

import { passwordResetSchema } from '@shared/schemas'
import { Button, ButtonLink } from '~/components/ui/button'
import { PasswordFields } from '~/components/portal/PasswordFields'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'

import { resetPassword } from './api'

/** Where the access-approval and forgot-password e-mails lead: choose a password, then sign in. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const [done, setDone] = useState(false)
  const { form, fields, busy, failure } = usePortalForm({
    schema: passwordResetSchema,
    send: async (reset) => {
      await resetPassword(reset)
      setDone(true)
    },
  })
  // The token is a hidden field of the form: a broken link shows in the error box.
  const alert = fields.token.errors?.[0] ?? (failure ? detailOr(failure, 'Error setting password') : '')

  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        {done ? (
          <div className="text-center">
            <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-950">Your password is set</h1>
            <p className="mt-2 text-sm text-slate-600">You can now sign in to the staff portal.</p>
            <ButtonLink to="/portal/login" className="mt-6 w-full rounded-lg">
              Sign in
            </ButtonLink>
          </div>
        ) : (
          <>
            <KeyRound className="size-8 text-brand-600" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-950">Choose your password</h1>
            <p className="mt-1.5 mb-6 text-sm text-slate-600">
              At least 10 characters. The link in your e-mail works once.
            </p>
            <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-5">
              <FormAlert message={alert} />
              <input type="hidden" name="token" value={token} />
              <PasswordFields
                password={fieldProps(fields.password)}
                passwordConfirm={fieldProps(fields.passwordConfirm)}
                labels={['New password', 'Confirm password']}
              />
              <Button type="submit" className="w-full rounded-lg" disabled={busy}>
                {busy ? 'Saving...' : 'Set password'}
              </Button>
            </form>
            <Link to="/portal/login" className="mt-6 inline-block text-sm font-medium text-brand-600 hover:underline">
              Back to sign in
            </Link>
          </>
        )}
      </div>
    </main>
  )
}
