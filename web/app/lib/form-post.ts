import type { FieldErrors } from './validation'

/**
 * What a public form's post answers when it arrives without JavaScript (a React Router action); the
 * page renders the form again from it: sent, or the visitor's values with the messages to fix.
 */
export type FormPost<T> = {
  form: string
  status: 'sent' | 'failed' | 'invalid'
  values: T
  errors: FieldErrors<T>
}

type FieldValues = Record<string, string | boolean>

/** The fields of a posted form, typed like `empty`: a ticked checkbox posts 'on', the rest are text. */
export function valuesFrom<T extends FieldValues>(empty: T, form: FormData): T {
  return Object.fromEntries(
    Object.entries(empty).map(([name, blank]) => {
      const posted = form.get(name)
      return [name, typeof blank === 'boolean' ? posted === 'on' : typeof posted === 'string' ? posted : blank]
    }),
  ) as T
}

/** The post for one form, if the page's action answered that form. */
export const postFor = <T>(posted: unknown, form: string): FormPost<T> | undefined =>
  (posted as FormPost<T> | undefined)?.form === form ? (posted as FormPost<T>) : undefined
