import { parseWithZod } from '@conform-to/zod/v4'
import type { AppLoadContext } from 'react-router'

import { accessRequestSchema } from '@shared/schemas'
import { answerSubmission } from '~/lib/form-reply.server'
import { serverApi } from '~/lib/server-api'

import { REQUEST_ACCESS } from './access-request-form'

/**
 * The login page's action, for visitors without JavaScript (with it, the form sends itself to the
 * same contract), with the honeypot posted as typed (the contract drops a filled one quietly).
 */
export const postAccessRequest = async (request: Request, context: AppLoadContext) =>
  answerSubmission(REQUEST_ACCESS, parseWithZod(await request.formData(), { schema: accessRequestSchema }), (value) =>
    serverApi(context).post('/portal/access-requests', value),
  )
