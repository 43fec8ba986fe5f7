import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { counted } from '../../shared/counted'
import { refuseDeletingInUse } from '../shared/refuse-delete-in-use'
import { uniqueNameIgnoringCase } from '../shared/unique-name'

// Plugins add to this config: siteRevisionPlugin (lib/content/site-revision.ts) the hooks that record
// render reads and bump the site revision.
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'description'], group: 'Blog' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [uniqueNameIgnoringCase('categories', 'category')],
    beforeDelete: [
      refuseDeletingInUse(
        'posts',
        'category',
        (n) => `This category is used by ${counted(n, 'post')}. Move or delete ${n === 1 ? 'it' : 'them'} first.`,
      ),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
  ],
}
