import { CheckCircle2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { Button } from '~/components/ui/button'
import { TextareaField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import { useFields } from '~/lib/use-fields'
import { hasErrors } from '~/lib/validation'

import { requestAccess, type AccessRequestInput } from './api'
import { validateAccessRequest } from './validate'

const EMPTY: AccessRequestInput = { first_name: '', last_name: '', email: '', company: '', reason: '' }

/** Colleagues without an account ask for one here; an admin approves it under Access Requests. */
export function RequestAccessForm({ onBack }: { onBack: () => void }) {
  const { values, setErrors, bind } = useFields(EMPTY)
  const [failure, setFailure] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateAccessRequest(values)
    setErrors(found)
    setFailure('')
    if (hasErrors(found)) return
    setState('sending')
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as AccessRequestInput
      await requestAccess(trimmed)
      setState('sent')
    } catch (error) {
      setFailure(detailOr(error, 'Error sending request. Please try again.'))
      setState('idle')
    }
  }

  if (state === 'sent') {
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
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...bind('last_name')} />
      </div>
      <TextField label="Work email" type="email" autoComplete="email" required {...bind('email')} />
      <TextField label="Company" autoComplete="organization" {...bind('company')} />
      <TextareaField label="Why do you need access?" rows={3} required {...bind('reason')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" className="rounded-lg" onClick={onBack}>
          Back to sign in
        </Button>
        <Button type="submit" className="rounded-lg" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending...' : 'Send request'}
        </Button>
      </div>
    </form>
  )
}
