import { compactErrors, emailError, required, type FieldErrors } from '~/lib/validation'

import type { NewUser, PasswordChange } from './api'

/** SPEC §5: both passwords given and equal, else 'Passwords do not match' and nothing is sent. */
export function validatePasswords({ password, passwordConfirm }: PasswordChange): FieldErrors<PasswordChange> {
  if (!password) return { password: 'Password is required' }
  return password === passwordConfirm ? {} : { passwordConfirm: 'Passwords do not match' }
}

/** SPEC §5: first name, last name, e-mail and password required; the passwords must match. */
export function validateNewUser(user: NewUser): FieldErrors<NewUser> {
  return compactErrors<NewUser>({
    first_name: required(user.first_name, 'First name is required'),
    last_name: required(user.last_name, 'Last name is required'),
    email: emailError(user.email),
    ...validatePasswords(user),
  })
}

export function validateUserDetails(user: Pick<NewUser, 'first_name' | 'last_name'>): FieldErrors<NewUser> {
  return compactErrors<NewUser>({
    first_name: required(user.first_name, 'First name is required'),
    last_name: required(user.last_name, 'Last name is required'),
  })
}
