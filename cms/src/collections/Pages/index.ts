import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { pageBlocks } from '../../blocks'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(value)) ||
        'A path like / or /sap-business-one/why (lower case, hyphens)',
      admin: { position: 'sidebar' },
    },
    { name: 'blocks', type: 'blocks', blocks: pageBlocks },
  ],
}
