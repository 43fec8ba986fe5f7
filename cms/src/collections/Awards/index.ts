import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'

export const Awards: CollectionConfig = {
  slug: 'awards',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'issuer', 'year', 'order'], group: 'Content' },
  defaultSort: 'order',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'issuer', type: 'text' },
    { name: 'year', type: 'number' },
    { name: 'description', type: 'textarea' },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
