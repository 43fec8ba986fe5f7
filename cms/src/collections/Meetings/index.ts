import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'

const when = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * Discovery calls booked by visitors. Written only by the booking endpoints (which send the
 * invitations); admins read them. The unique index on advisor and start is what keeps an advisor
 * from being booked twice for one slot, on SQLite and MongoDB alike, however many visitors race.
 */
export const Meetings: CollectionConfig = {
  slug: 'meetings',
  admin: {
    useAsTitle: 'visitor_name',
    defaultColumns: ['start', 'visitor_name', 'company', 'advisor', 'lead'],
    group: 'Enquiries',
    description: 'Discovery calls booked on the site. Visitors cancel or move them with the link in their invitation.',
  },
  defaultSort: 'start',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['advisor', 'start'], unique: true }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'advisor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'start', type: 'date', required: true, index: true, admin: when },
    { name: 'end', type: 'date', required: true, admin: when },
    { name: 'visitor_name', type: 'text', required: true, maxLength: 200 },
    { name: 'visitor_email', type: 'email', required: true },
    { name: 'company', type: 'text', maxLength: 200 },
    { name: 'timezone', type: 'text', maxLength: 64, admin: { description: "The visitor's own time zone" } },
    { name: 'booked_from', type: 'text', maxLength: 300, admin: { description: 'The page the visitor booked on' } },
    // The link in the invitation carries this nonce signed with the server's secret (lib/domain/booking/book.ts).
    { name: 'manage_nonce', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'sequence', type: 'number', defaultValue: 0, admin: { hidden: true } },
    { name: 'reminder_due_at', type: 'date', index: true, admin: { readOnly: true, ...when } },
    { name: 'reminder_sent_at', type: 'date', admin: { readOnly: true, ...when } },
  ],
}
