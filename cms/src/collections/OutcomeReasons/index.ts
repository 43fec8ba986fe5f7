import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access'
import { CLOSED_OUTCOME } from '../../shared/constants'
import { uniqueNameIgnoringCase } from '../shared/unique-name'

/** The reasons a deal is won or lost, which the lead drawer offers; admins keep the list. */
export const OutcomeReasons: CollectionConfig = {
  slug: 'outcome-reasons',
  labels: { singular: 'Won or lost reason', plural: 'Won and lost reasons' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'outcome', 'updatedAt'],
    group: 'Enquiries',
    description: 'The reasons staff choose from when they mark a lead won or lost.',
  },
  defaultSort: 'name',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [uniqueNameIgnoringCase('outcome-reasons', 'reason')] },
  fields: [
    { name: 'name', type: 'text', label: 'Reason', required: true, unique: true, maxLength: 100 },
    {
      name: 'outcome',
      type: 'select',
      label: 'For leads that were',
      required: true,
      options: CLOSED_OUTCOME.map((value) => ({ value, label: value === 'won' ? 'Won' : 'Lost' })),
    },
  ],
}
