import type { InputHTMLAttributes } from 'react'

import { TextField } from '~/components/ui/field'

type Bound = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> & { error?: string }

/** A new password and its confirmation, bound to a form's `password` and `passwordConfirm`. */
export function PasswordFields({
  bind,
  labels,
  hint,
}: {
  bind: (name: 'password' | 'passwordConfirm') => Bound
  labels: [password: string, confirmation: string]
  hint?: string
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        required
        autoComplete="new-password"
        hint={hint}
        {...bind('password')}
      />
      <TextField label={labels[1]} type="password" required autoComplete="new-password" {...bind('passwordConfirm')} />
    </>
  )
}
