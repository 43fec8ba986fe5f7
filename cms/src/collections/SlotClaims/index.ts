import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { SYSTEM_COLLECTION } from '../../admin/system-group'

/**
 * The lock on a discovery-call slot: one row per advisor and start, inserted outside any transaction
 * before a booking's transaction begins. Of 20 visitors racing for one slot exactly one insert wins
 * at once, on SQLite and MongoDB alike, and the others are offered the next slots without retrying a
 * transaction (lib/booking/slot-claim.ts). Meetings keep their own unique index as the last word.
 */
export const SlotClaims: CollectionConfig = {
  slug: 'slot-claims',
  labels: { singular: 'Booked slot', plural: 'Booked slots' },
  admin: {
    useAsTitle: 'start',
    defaultColumns: ['advisor', 'start', 'createdAt'],
    ...SYSTEM_COLLECTION,
    description: 'The slots taken by discovery calls, one per advisor and start; written by the booking form.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['advisor', 'start'], unique: true }],
  fields: [
    { name: 'advisor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'start', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
