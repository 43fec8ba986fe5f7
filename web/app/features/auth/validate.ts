import { compactErrors, emailError, required, type FieldErrors } from '~/lib/validation'

import type { AccessRequestInput, Credentials, PasswordReset } from './api'

/** SPEC §5: e-mail (format checked) and password required. */
export function validateLogin({ email, password }: Credentials): FieldErrors<Credentials> {
  return compactErrors<Credentials>({
    email: emailError(email),
    password: password ? undefined : 'Password is required',
  })
}

export function validateAccessRequest(input: AccessRequestInput): FieldErrors<AccessRequestInput> {
  return compactErrors<AccessRequestInput>({
    first_name: required(input.first_name, 'First name is required'),
    last_name: required(input.last_name, 'Last name is required'),
    email: emailError(input.email),
    reason: required(input.reason, 'Tell us why you need access'),
  })
}

export const MIN_PASSWORD_LENGTH = 10

/** The same rules the contract applies: at least 10 characters, and both entries equal. */
export function validatePasswordReset({
  password,
  passwordConfirm,
}: Omit<PasswordReset, 'token'>): FieldErrors<PasswordReset> {
  if (!password) return { password: 'Password is required' }
  if (password.length < MIN_PASSWORD_LENGTH)
    return { password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` }
  return password === passwordConfirm ? {} : { passwordConfirm: 'Passwords do not match' }
}
