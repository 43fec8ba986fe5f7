import type { ClientUser } from 'payload'

import { isSuperAdminUser, type Actor } from '../shared/roles'

/**
 * The admin settings of a collection the site keeps for itself (booked-slot claims, reminders sent,
 * lead activity, page-view counts, the outbox): under "System", and shown in the side menu and on
 * the dashboard to super admins only, so a marketer's admin holds the content and the enquiries.
 * Hiding is not access: each collection's own rules still decide who reads it through the API.
 */
export const SYSTEM_COLLECTION = {
  group: 'System',
  hidden: ({ user }: { user: ClientUser | null }) => !isSuperAdminUser(user as Actor | null),
}
