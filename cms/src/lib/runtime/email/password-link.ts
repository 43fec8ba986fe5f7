import type { PayloadRequest } from 'payload'

import { serverUrl } from '../../../config/derived-settings'

import type { User } from '../../../shared/payload-types'
import { queueEmail } from './queue'

/**
 * Starts Payload's reset flow without its own e-mail and queues ours with the portal link. The
 * message is marked sensitive (super admins only in the outbox) and the link is never logged.
 */
export async function queuePasswordLink(
  req: PayloadRequest,
  user: Pick<User, 'id' | 'email' | 'first_name'>,
  template: 'password-reset' | 'access-approved',
): Promise<void> {
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email: user.email },
    disableEmail: true,
    req,
  })
  if (!token) return
  await queueEmail(req, {
    template,
    to: user.email,
    vars: { first_name: user.first_name, link: `${serverUrl()}/portal/reset-password/${token}` },
    related: { relationTo: 'users', value: user.id as number },
    sensitive: true,
  })
}
