import { MailCheck } from 'lucide-react'
import { forgotPasswordSchema } from '@shared/schemas'
import { useState, type FormEvent } from 'react'

import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import { useFields } from '~/lib/use-fields'
import { fieldErrors, hasErrors } from '~/lib/validation'

import { forgotPassword } from './api'

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { values, setErrors, bind, formRef } = useFields({ email: '' })
  const [failure, setFailure] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = fieldErrors(forgotPasswordSchema, values)
    setErrors(found)
    setFailure('')
    if (hasErrors(found)) return
    setState('sending')
    try {
      await forgotPassword(values.email.trim())
      setState('sent')
    } catch (err) {
      setFailure(detailOr(err, 'Error sending the link. Please try again.'))
      setState('idle')
    }
  }

  if (state === 'sent') {
    return (
      <div role="status" className="space-y-4 text-center">
        <MailCheck className="mx-auto size-10 text-emerald-600" aria-hidden />
        <p className="font-semibold text-ink-950">Check your inbox</p>
        <p className="text-sm text-slate-600">
          If {values.email.trim()} belongs to an active account, a link to choose a new password is on its way. It works
          once, for one hour.
        </p>
        <Button variant="secondary" className="rounded-lg" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    )
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={failure} />
      <TextField label="Work email" type="email" autoComplete="email" required {...bind('email')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" className="rounded-lg" onClick={onBack}>
          Back to sign in
        </Button>
        <Button type="submit" className="rounded-lg" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending...' : 'Send reset link'}
        </Button>
      </div>
    </form>
  )
}
