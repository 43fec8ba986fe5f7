import { colourName } from '../../admin/plain-words'
import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '../../access'
import { collectionVersions } from '../../lib/content/versions'
import { BRAND_COLORS, PRODUCT_GROUP_LABELS, PRODUCT_GROUPS } from '../../shared/constants'

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Extension', plural: 'Extensions' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'group', 'tagline', 'featured'], group: 'Content' },
  defaultSort: 'order',
  access: { read: publishedOrAdmin, readVersions: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  versions: collectionVersions(),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) || 'Lower-case words joined by hyphens',
    },
    { name: 'tagline', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'icon',
      type: 'text',
      defaultValue: 'Package',
      admin: { description: 'A lucide icon name, e.g. Factory, Warehouse, ScanBarcode' },
    },
    {
      name: 'group',
      type: 'select',
      required: true,
      options: PRODUCT_GROUPS.map((value) => ({ value, label: PRODUCT_GROUP_LABELS[value] })),
    },
    {
      name: 'brand_color',
      type: 'select',
      defaultValue: 'blue-600',
      options: BRAND_COLORS.map((value) => ({ value, label: colourName(value) })),
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { description: 'Shown on the home page' } },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
