import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'

export const Awards: CollectionConfig = {
  slug: 'awards',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'issuer', 'year', 'order'], group: 'Content' },
  defaultSort: 'order',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'issuer', type: 'text' },
    { name: 'year', type: 'number' },
    { name: 'description', type: 'textarea' },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
