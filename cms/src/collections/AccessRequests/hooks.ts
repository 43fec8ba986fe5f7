import type { CollectionAfterChangeHook } from 'payload'

import { serverUrl } from '../../config/derived-settings'

import { queueEmail } from '../../lib/runtime/email/queue'
import type { AccessRequest } from '../../shared/payload-types'

/**
 * A new request is announced to every active admin; a rejection sends the requester a polite note.
 * (Approval sends the set-password link from the approve endpoint, which creates the account.)
 */
export const mailAccessRequestChanges: CollectionAfterChangeHook<AccessRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const related = { relationTo: 'access-requests' as const, value: doc.id }
  const name = `${doc.first_name} ${doc.last_name}`.trim()
  if (operation === 'create') {
    const { docs: admins } = await req.payload.find({
      collection: 'users',
      where: { and: [{ role: { in: ['admin', 'super_admin'] } }, { is_active: { not_equals: false } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const vars = {
      name,
      email: doc.email,
      company: doc.company,
      reason: doc.reason,
      portal_link: `${serverUrl()}/portal/admin/access-requests`,
    }
    for (const admin of admins)
      await queueEmail(req, { template: 'access-request-new', to: admin.email, vars, related })
  } else if (doc.status === 'rejected' && previousDoc?.status !== 'rejected') {
    await queueEmail(req, { template: 'access-rejected', to: doc.email, vars: { first_name: doc.first_name }, related })
  }
  return doc
}
