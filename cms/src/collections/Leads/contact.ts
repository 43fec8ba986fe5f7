import type { CollectionBeforeChangeHook } from 'payload'

import type { Lead } from '../../shared/payload-types'

/**
 * The contact an enquiry belongs to: its stored key (set when two contacts were merged), else its
 * e-mail address in lower case, so the same address in any case is one contact.
 */
export const contactKeyOf = (lead: Pick<Lead, 'email'> & { contact_key?: string | null }): string =>
  lead.contact_key || lead.email.trim().toLowerCase()

/** A new enquiry joins the contact of its e-mail address. */
export const linkContact: CollectionBeforeChangeHook<Lead> = ({ data, operation }) => {
  if (operation === 'create' && !data.contact_key && data.email) data.contact_key = contactKeyOf(data as Lead)
  return data
}
