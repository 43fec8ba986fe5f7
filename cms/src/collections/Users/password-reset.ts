import { addDataAndFileToRequest, createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { HttpError } from '../../contract/http'
import { clientKey, consume } from '../../contract/rate-limit'
import { queuePasswordLink } from '../../lib/runtime/email/password-link'
import { inTransaction } from '../../lib/db/transaction'
import { forgotPasswordSchema } from '../../shared/schemas'

const AFTER_ANSWER_MS = 100

export const TOO_MANY_RESETS = 'Too many password reset requests. Please wait a few minutes and try again.'

/** Looks the address up and, for an active account, queues the link: one transaction, off the request. */
async function sendResetLink(payload: Payload, email: string): Promise<void> {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const user = docs[0]
    if (user && user.is_active !== false) await queuePasswordLink(req, user, 'password-reset')
  })
}

/**
 * "Forgot password?", for the contract and Payload's own REST route alike. Limited per client, and per
 * address and client (so nobody can use up a colleague's allowance and block their resets). The
 * answer does not wait for the lookup or the link, so it takes as long for an unknown address as
 * for a real one; whoever asks learns nothing about who has an account.
 */
export async function requestPasswordReset(req: PayloadRequest, email: string): Promise<void> {
  const address = email.trim().toLowerCase()
  await consume('forgot-password', req, undefined, TOO_MANY_RESETS)
  await consume('forgot-password-account', req, `${address}|${clientKey(req)}`, TOO_MANY_RESETS)
  // Payload's SQLite work is synchronous under its promises: started at once, it would still delay
  // this answer. A moment later, the answer has gone.
  setTimeout(() => {
    sendResetLink(req.payload, address).catch((err: unknown) =>
      req.payload.logger.error({ err, msg: 'Queueing a password reset link failed' }),
    )
  }, AFTER_ANSWER_MS)
}

const problem = (status: number, detail: string, headers?: Record<string, string>) =>
  Response.json({ detail, errors: [{ message: detail }] }, { status, headers })

/** Payload's `POST /api/users/forgot-password` (the admin's form), answered by `requestPasswordReset`. */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    try {
      await addDataAndFileToRequest(req)
    } catch {
      return problem(400, 'The request body could not be read.')
    }
    const parsed = forgotPasswordSchema.safeParse(req.data ?? {})
    if (!parsed.success) return problem(400, parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.')
    try {
      await requestPasswordReset(req, parsed.data.email)
    } catch (error) {
      if (error instanceof HttpError) return problem(error.status, error.detail, error.headers)
      throw error
    }
    return Response.json({ message: req.t('general:success') })
  },
}
