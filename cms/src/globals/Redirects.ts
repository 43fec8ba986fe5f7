import type { GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { globalVersions } from '../lib/versions'

const PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/

/** Old or alternative paths that answer 301 to a page (checked only when no page has the path). */
export const Redirects: GlobalConfig = {
  slug: 'redirects',
  admin: { group: 'Site' },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  versions: globalVersions(),
  fields: [
    {
      name: 'items',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                (typeof value === 'string' && PATH.test(value)) || 'A path like /solutions/manufacturing',
            },
            {
              name: 'to',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                (typeof value === 'string' && /^\//.test(value)) || 'A path on this site, starting with /',
            },
          ],
        },
      ],
    },
  ],
}
