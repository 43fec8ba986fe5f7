import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'

// Plugins add to this config: siteRevisionPlugin (lib/content/site-revision.ts) the hooks that record
// render reads and bump the site revision.
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
