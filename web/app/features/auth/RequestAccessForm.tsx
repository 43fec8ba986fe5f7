import { CheckCircle2 } from 'lucide-react'

import { MESSAGE_HINT } from '@shared/constants'
import { Button, ButtonLink } from '~/components/ui/button'
import { TextareaField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { HoneypotField } from '~/components/ui/form-feedback'
import { detailOr } from '~/lib/api-errors'
import { fieldProps, loadRules, usePublicForm, type FormPost } from '~/lib/public-form'

import { REQUEST_ACCESS } from './access-request-form'
import { requestAccess } from './api'

/** Where "Back to sign in" goes: a link, so it works without JavaScript too. */
const SIGN_IN = '/portal/login'

/**
 * Colleagues without an account ask for one here; an admin approves it under Access Requests.
 * `posted` is the answer to its post without JavaScript (features/auth/post-access-request.server.ts).
 */
export function RequestAccessForm({ posted }: { posted?: FormPost }) {
  const { form, fields, status, sending, failure, onSubmit } = usePublicForm({
    id: `${REQUEST_ACCESS}-form`,
    schema: (rules) => rules.accessRequestSchema,
    posted,
    send: (value) => requestAccess(value),
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
    <form
      id={form.id}
      method="post"
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate={form.noValidate}
      className="space-y-4"
      aria-label="Request access"
    >
      <FormAlert message={status === 'failed' ? detailOr(failure, 'Error sending request. Please try again.') : ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...fieldProps(fields.first_name)} />
        <TextField label="Last name" autoComplete="family-name" required {...fieldProps(fields.last_name)} />
      </div>
      <TextField label="Work email" type="email" autoComplete="email" required {...fieldProps(fields.email)} />
      <TextField label="Company" autoComplete="organization" {...fieldProps(fields.company)} />
      <TextareaField
        label="Why do you need access?"
        rows={3}
        required
        hint={MESSAGE_HINT}
        {...fieldProps(fields.reason)}
      />
      <HoneypotField />
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
