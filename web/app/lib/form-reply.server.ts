import type { Submission } from '@conform-to/react'
import { data } from 'react-router'

import { ApiError } from './api'
import { refusedFields } from './api-errors'
import type { FormPost } from './public-form'

/** An action's answer for one form, with the HTTP status the page is sent with. */
const answerPost = (form: string, status: FormPost['status'], result: FormPost['result'], code = 200) =>
  data({ form, status, result } satisfies FormPost, { status: code })

/**
 * The answer to a post the contract refused. Its messages for the form's own fields go next to them
 * (400). Any other refusal keeps its status (the rate limit's 429) and shows the form's error box;
 * anything else is the service's fault, not the visitor's: 503, and the visitor can send again.
 */
function answerRefusal(form: string, submission: Submission<unknown>, error: unknown) {
  const fieldErrors = refusedFields(error, submission.payload)
  if (error instanceof ApiError && error.status === 400 && Object.keys(fieldErrors).length)
    return answerPost(form, 'invalid', submission.reply({ fieldErrors }), 400)
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
  return answerPost(form, 'failed', submission.reply(), refused ? error.status : 503)
}

/**
 * A page action's answer to a form posted without JavaScript, checked with the browser's schema:
 * its messages (400), or `send` (the contract in-process, with the visitor's address for its rate
 * limits) and sent, or the contract's refusal. The page renders the form again from the answer.
 */
export async function answerSubmission<T>(
  form: string,
  submission: Submission<unknown, string[], T>,
  send: (value: T) => Promise<unknown>,
) {
  if (submission.status !== 'success') return answerPost(form, 'invalid', submission.reply(), 400)
  try {
    await send(submission.value)
    return answerPost(form, 'sent', submission.reply())
  } catch (error) {
    return answerRefusal(form, submission, error)
  }
}
