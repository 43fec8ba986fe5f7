import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'

// Plugins add to this config: siteRevisionPlugin (lib/content/site-revision.ts) the hooks that record
// render reads and bump the site revision.
export const Stats: CollectionConfig = {
  slug: 'stats',
  admin: { useAsTitle: 'label', defaultColumns: ['value', 'label', 'order'], group: 'Content' },
  defaultSort: 'order',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'value', type: 'text', required: true, admin: { description: 'As displayed, e.g. 80,000+' } },
    { name: 'label', type: 'text', required: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
