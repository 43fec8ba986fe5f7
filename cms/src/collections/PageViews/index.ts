import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { SYSTEM_COLLECTION } from '../../admin/system-group'

/**
 * Page views per day, page, referring site and campaign, counted by the site's beacon and added by
 * the server in batches (cms/src/analytics): several rows may hold one day's count, reports add them up.
 * No visitor, address or cookie is stored.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: { singular: 'Page view count', plural: 'Page views' },
  admin: {
    ...SYSTEM_COLLECTION,
    useAsTitle: 'path',
    defaultColumns: ['day', 'path', 'referrer', 'campaign', 'views'],
    description: 'Daily counts from the site, without cookies. The admin home shows them per page and campaign.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'UK calendar day' } },
    { name: 'path', label: 'Page', type: 'text', required: true, index: true },
    { name: 'referrer', label: 'Came from', type: 'text', admin: { description: 'Another site, or empty for direct' } },
    { name: 'campaign', type: 'text' },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
  ],
}
