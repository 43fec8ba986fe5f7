import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { ACCESS_REQUEST_STATUS } from '../../shared/constants'
import { mailAccessRequestChanges } from './hooks'

export const AccessRequests: CollectionConfig = {
  slug: 'access-requests',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'first_name', 'last_name', 'company', 'status', 'createdAt'],
    group: 'Staff',
  },
  // Created only through the validated, rate-limited contract endpoint.
  access: { create: nobody, read: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [mailAccessRequestChanges] },
  fields: [
    { name: 'first_name', type: 'text', required: true, maxLength: 100 },
    { name: 'last_name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'company', type: 'text', maxLength: 200 },
    { name: 'reason', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ACCESS_REQUEST_STATUS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
  ],
}
