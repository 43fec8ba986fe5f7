import type { InputHTMLAttributes } from 'react'

import { TextField } from '~/components/ui/field'

type Bound = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue' | 'onChange'> & {
  error?: string
}

/** A new password and its confirmation, wired to a form's `password` and `passwordConfirm`. */
export function PasswordFields({
  password,
  passwordConfirm,
  labels,
  hint,
}: {
  password: Bound
  passwordConfirm: Bound
  labels: [password: string, confirmation: string]
  hint?: string
}) {
  return (
    <>
      <TextField label={labels[0]} type="password" required autoComplete="new-password" hint={hint} {...password} />
      <TextField label={labels[1]} type="password" required autoComplete="new-password" {...passwordConfirm} />
    </>
  )
}
