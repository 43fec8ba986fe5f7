import { MailCheck } from 'lucide-react'
import { forgotPasswordSchema } from '@shared/schemas'
import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'

import { forgotPassword } from './api'

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState('')
  const { form, fields, busy, failure } = usePortalForm({
    schema: forgotPasswordSchema,
    send: async ({ email }) => {
      await forgotPassword(email)
      setSentTo(email)
    },
  })

  if (sentTo) {
    return (
      <div role="status" className="space-y-4 text-center">
        <MailCheck className="mx-auto size-10 text-emerald-600" aria-hidden />
        <p className="font-semibold text-ink-950">Check your inbox</p>
        <p className="text-sm text-slate-600">
          If {sentTo} belongs to an active account, a link to choose a new password is on its way. It works once, for
          one hour.
        </p>
        <Button variant="secondary" className="rounded-lg" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    )
  }

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <FormAlert message={failure ? detailOr(failure, 'Error sending the link. Please try again.') : ''} />
      <TextField label="Work email" type="email" autoComplete="email" required {...fieldProps(fields.email)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" className="rounded-lg" onClick={onBack}>
          Back to sign in
        </Button>
        <Button type="submit" className="rounded-lg" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </div>
    </form>
  )
}
