import type { GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { globalVersions } from '../lib/versions'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  versions: globalVersions(),
  fields: [
    { name: 'tagline', type: 'textarea' },
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'href', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
