import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { LEAD_STATUS } from '../../shared/contract-types'

export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['company', 'first_name', 'last_name', 'topic', 'status', 'assigned_to', 'createdAt'],
    group: 'Enquiries',
  },
  defaultSort: '-createdAt',
  // Created only through the validated, rate-limited contact endpoint.
  access: { create: nobody, read: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', required: true, maxLength: 100 },
        { name: 'last_name', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', maxLength: 50 },
      ],
    },
    { name: 'company', type: 'text', required: true, maxLength: 200 },
    { name: 'role', type: 'text', maxLength: 100, admin: { description: "The visitor's own job role" } },
    { name: 'topic', type: 'text', maxLength: 100 },
    { name: 'message', type: 'textarea', required: true, maxLength: 10000 },
    { name: 'source', type: 'text', maxLength: 300 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: LEAD_STATUS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
    {
      name: 'assigned_to',
      type: 'text',
      admin: { description: 'E-mail of the Solutions Advisor; empty when unassigned' },
    },
    {
      name: 'consent',
      type: 'group',
      fields: [
        { name: 'given', type: 'checkbox', defaultValue: false },
        { name: 'given_at', type: 'date' },
        { name: 'source_page', type: 'text' },
      ],
    },
  ],
}
