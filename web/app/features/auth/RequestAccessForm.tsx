import { CheckCircle2 } from 'lucide-react'

import { accessRequestSchema } from '@shared/schemas'

import { Button } from '~/components/ui/button'
import { TextareaField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { HoneypotField } from '~/components/ui/form-feedback'
import { detailOr } from '~/lib/api-errors'
import { useFields } from '~/lib/use-fields'
import { useFormSubmit } from '~/lib/use-form-submit'
import { fieldErrors } from '~/lib/validation'

import { requestAccess, type AccessRequestInput } from './api'

/** The request, plus the honeypot field people never see (the contract drops a filled one quietly). */
type AccessRequestValues = AccessRequestInput & { website: string }

const EMPTY: AccessRequestValues = { first_name: '', last_name: '', email: '', company: '', reason: '', website: '' }

const trimmed = (values: AccessRequestValues) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as AccessRequestValues

/** Colleagues without an account ask for one here; an admin approves it under Access Requests. */
export function RequestAccessForm({ onBack }: { onBack: () => void }) {
  const { values, set, setErrors, bind } = useFields(EMPTY)
  // The public forms' lifecycle (lib/use-form-submit.ts), showing the contract's message on failure.
  const { status, sending, onSubmit, failure } = useFormSubmit({
    values,
    setErrors,
    validate: (current) => fieldErrors(accessRequestSchema, current),
    send: (current) => requestAccess(trimmed(current)),
  })

  if (status === 'sent') {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto size-10 text-emerald-600" aria-hidden />
        <p className="font-semibold text-ink-950">Request sent</p>
        <p className="text-sm text-slate-600">
          An administrator will review your request. You will hear from us by e-mail once it is approved.
        </p>
        <Button variant="secondary" className="rounded-lg" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={status === 'failed' ? detailOr(failure, 'Error sending request. Please try again.') : ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...bind('last_name')} />
      </div>
      <TextField label="Work email" type="email" autoComplete="email" required {...bind('email')} />
      <TextField label="Company" autoComplete="organization" {...bind('company')} />
      <TextareaField label="Why do you need access?" rows={3} required {...bind('reason')} />
      <HoneypotField value={values.website} onChange={(value) => set('website', value)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" className="rounded-lg" onClick={onBack}>
          Back to sign in
        </Button>
        <Button type="submit" className="rounded-lg" disabled={sending}>
          {sending ? 'Sending...' : 'Send request'}
        </Button>
      </div>
    </form>
  )
}
