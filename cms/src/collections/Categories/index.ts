import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { counted } from '../../shared/counted'
import { refuseDeletingInUse } from '../shared/refuse-delete-in-use'
import { uniqueNameIgnoringCase } from '../shared/unique-name'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'description'], group: 'Blog' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
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
