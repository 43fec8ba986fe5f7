/** Small helpers for the one validate function each form has. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isEmail = (value: string) => EMAIL.test(value.trim())

/** The message when the trimmed text is empty. */
export const required = (value: string, message: string) => (value.trim() ? undefined : message)

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Email is required'
  return isEmail(value) ? undefined : 'Enter a valid email address'
}

/** Drops the fields without a message, so `{}` means valid. */
export const compactErrors = <T>(errors: FieldErrors<T>): FieldErrors<T> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>

export const hasErrors = <T>(errors: FieldErrors<T>) => Object.keys(errors).length > 0

/** SPEC §5: the public forms' consent tick box. */
export const consentError = (given: boolean) => (given ? undefined : 'You must agree')
