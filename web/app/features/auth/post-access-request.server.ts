import type { AppLoadContext } from 'react-router'

import { valuesFrom } from '~/lib/form-post'
import { answerPost, answerRefusal } from '~/lib/form-post.server'
import { serverApi } from '~/lib/server-api'

import { emptyAccessRequest, REQUEST_ACCESS } from './access-request-form'

/**
 * The login page's action, for visitors without JavaScript (with it, the form sends itself to the
 * same contract): the contract in-process, with the visitor's address for its rate limit and the
 * honeypot posted as typed. The page renders the form again from the answer.
 */
export async function postAccessRequest(request: Request, context: AppLoadContext) {
  const values = valuesFrom(emptyAccessRequest(), await request.formData())
  try {
    await serverApi(context).post('/portal/access-requests', values)
    return answerPost(REQUEST_ACCESS, values, 'sent')
  } catch (error) {
    return answerRefusal(REQUEST_ACCESS, values, error)
  }
}
