import { humanize } from '../../admin/plain-words'
import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'

import { LEAD_ACTIVITY_TYPE } from '../../shared/constants'
import { SYSTEM_COLLECTION } from '../../admin/system-group'

/** The history of each lead, written by the leads' hooks and the e-mail job; nobody edits it. */
export const LeadActivity: CollectionConfig = {
  slug: 'lead-activity',
  labels: { singular: 'Lead activity', plural: 'Lead activity' },
  admin: { useAsTitle: 'type', defaultColumns: ['lead', 'type', 'by', 'detail', 'createdAt'], ...SYSTEM_COLLECTION },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: LEAD_ACTIVITY_TYPE.map((value) => ({ value, label: humanize(value) })),
    },
    { name: 'by', type: 'relationship', relationTo: 'users', admin: { description: 'Empty for the system' } },
    { name: 'detail', type: 'textarea', maxLength: 5000 },
  ],
}
