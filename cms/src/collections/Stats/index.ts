import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'

export const Stats: CollectionConfig = {
  slug: 'stats',
  admin: { useAsTitle: 'label', defaultColumns: ['value', 'label', 'order'], group: 'Content' },
  defaultSort: 'order',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  fields: [
    { name: 'value', type: 'text', required: true, admin: { description: 'As displayed, e.g. 80,000+' } },
    { name: 'label', type: 'text', required: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
