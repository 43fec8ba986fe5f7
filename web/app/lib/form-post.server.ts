import { data } from 'react-router'

import { ApiError } from './api'
import type { FormPost } from './form-post'
import type { FieldErrors } from './validation'

/** An action's answer for one form, with the HTTP status the page is sent with. */
export const answerPost = <T>(
  form: string,
  values: T,
  status: FormPost<T>['status'],
  errors: FieldErrors<T> = {},
  code = 200,
) => data({ form, status, values, errors } satisfies FormPost<T>, { status: code })

/**
 * The answer to a post the contract refused. Its messages for the form's own fields go next to them
 * (400). Any other refusal keeps its status (the rate limit's 429) and shows the form's error box;
 * anything else is the service's fault, not the visitor's: 503, and the visitor can send again.
 */
export function answerRefusal<T extends Record<string, string | boolean>>(form: string, values: T, error: unknown) {
  const errors = (
    error instanceof ApiError ? Object.fromEntries(Object.entries(error.errors).filter(([name]) => name in values)) : {}
  ) as FieldErrors<T>
  if (error instanceof ApiError && error.status === 400 && Object.keys(errors).length)
    return answerPost(form, values, 'invalid', errors, 400)
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
  return answerPost(form, values, 'failed', {}, refused ? error.status : 503)
}
