import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { uniqueNameIgnoringCase } from '../shared/unique-name'
import { refuseDeletingUsedCategory } from './hooks'

// Plugins add to this config: siteRevisionPlugin (lib/content/site-revision.ts) the hooks that record
// render reads and bump the site revision.
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'description'], group: 'Blog' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [uniqueNameIgnoringCase('categories', 'category')],
    beforeDelete: [refuseDeletingUsedCategory],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
  ],
}
