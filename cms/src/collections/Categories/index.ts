import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { refuseDeletingUsedCategory } from './hooks'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'description'], group: 'Blog' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeDelete: [refuseDeletingUsedCategory] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'description', type: 'textarea', maxLength: 1000 },
  ],
}
