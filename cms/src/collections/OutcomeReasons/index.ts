import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access'
import { CLOSED_OUTCOME } from '../../shared/constants'
import { counted } from '../../shared/counted'
import { refuseDeletingInUse } from '../shared/refuse-delete-in-use'
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
  hooks: {
    beforeValidate: [uniqueNameIgnoringCase('outcome-reasons', 'reason')],
    // A closed deal keeps the reason it was given: the pipeline's won and lost figures count by it.
    beforeDelete: [
      refuseDeletingInUse(
        'leads',
        'outcome_reason',
        (n) =>
          `This reason is given on ${counted(n, 'lead')}. Choose another reason on ${n === 1 ? 'it' : 'them'} first.`,
      ),
    ],
  },
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
