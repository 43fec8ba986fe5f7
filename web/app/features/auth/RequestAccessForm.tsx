import { CheckCircle2 } from 'lucide-react'

import { accessRequestSchema } from '@shared/schemas'

import { Button, ButtonLink } from '~/components/ui/button'
import { TextareaField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { HoneypotField } from '~/components/ui/form-feedback'
import { detailOr } from '~/lib/api-errors'
import type { FormPost } from '~/lib/form-post'
import { useFields } from '~/lib/use-fields'
import { statusAfterPost, useFormSubmit } from '~/lib/use-form-submit'
import { fieldErrors } from '~/lib/validation'

import { emptyAccessRequest, type AccessRequestValues } from './access-request-form'
import { requestAccess } from './api'

const trimmed = (values: AccessRequestValues) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as AccessRequestValues

/** Where "Back to sign in" goes: a link, so it works without JavaScript too. */
const SIGN_IN = '/portal/login'

/**
 * Colleagues without an account ask for one here; an admin approves it under Access Requests.
 * `posted` is the answer to its post without JavaScript (features/auth/post-access-request.server.ts).
 */
export function RequestAccessForm({ posted }: { posted?: FormPost<AccessRequestValues> }) {
  const { values, set, setErrors, bind, formRef } = useFields(posted?.values ?? emptyAccessRequest(), posted?.errors)
  // The public forms' lifecycle (lib/use-form-submit.ts), showing the contract's message on failure.
  const { status, sending, onSubmit, failure } = useFormSubmit({
    initialStatus: statusAfterPost(posted),
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
        <ButtonLink to={SIGN_IN} variant="secondary" className="rounded-lg">
          Back to sign in
        </ButtonLink>
      </div>
    )
  }

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Request access">
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
        <ButtonLink to={SIGN_IN} variant="ghost" className="rounded-lg">
          Back to sign in
        </ButtonLink>
        <Button type="submit" className="rounded-lg" disabled={sending}>
          {sending ? 'Sending...' : 'Send request'}
        </Button>
      </div>
    </form>
  )
}
