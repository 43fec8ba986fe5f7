import { data, type AppLoadContext } from 'react-router'

import { ApiError } from '~/lib/api'
import { valuesFrom, type FormPost } from '~/lib/form-post'
import { serverApi } from '~/lib/server-api'
import type { FieldErrors } from '~/lib/validation'

import { emptyAccessRequest, REQUEST_ACCESS, type AccessRequestValues } from './access-request-form'

/**
 * Where a refused request leaves the form: the contract's field messages (accessRequestSchema) next
 * to their fields, else a failure the visitor can retry. Only the form's own fields take a message.
 */
function afterRefusal(error: unknown): {
  status: 'invalid' | 'failed'
  errors: FieldErrors<AccessRequestValues>
  code: number
} {
  const fields = Object.keys(emptyAccessRequest())
  const errors =
    error instanceof ApiError
      ? Object.fromEntries(Object.entries(error.errors).filter(([name]) => fields.includes(name)))
      : {}
  if (error instanceof ApiError && error.status === 400 && Object.keys(errors).length)
    return { status: 'invalid', errors, code: 400 }
  // A refusal (the rate limit's 429) keeps its status; anything else is the service's fault, not the visitor's.
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
  return { status: 'failed', errors: {}, code: refused ? error.status : 503 }
}

/**
 * The login page's action, for visitors without JavaScript (with it, the form sends itself to the
 * same contract): the contract in-process, with the visitor's address for its rate limit and the
 * honeypot posted as typed. The page renders the form again from the answer.
 */
export async function postAccessRequest(request: Request, context: AppLoadContext) {
  const values = valuesFrom(emptyAccessRequest(), await request.formData())
  const answer = (status: FormPost<unknown>['status'], errors: FieldErrors<AccessRequestValues> = {}, code = 200) =>
    data({ form: REQUEST_ACCESS, status, values, errors } satisfies FormPost<AccessRequestValues>, { status: code })
  try {
    await serverApi(context).post('/portal/access-requests', values)
    return answer('sent')
  } catch (error) {
    const { status, errors, code } = afterRefusal(error)
    return answer(status, errors, code)
  }
}
