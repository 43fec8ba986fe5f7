import type { GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { globalVersions } from '../lib/content/versions'
import { redirectListProblem, type RedirectItem } from '../lib/content/redirect-rules'
import { validateRedirectTarget } from '../lib/content/urls'

const PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/

/**
 * Old or alternative paths that answer 301 (checked only when no page has the path). Changing a
 * page's path or an article's slug adds a row here (collections/shared/auto-redirect.ts).
 */
export const Redirects: GlobalConfig = {
  slug: 'redirects',
  admin: {
    group: 'Site',
    description:
      'Old addresses that send visitors on to a new one (301). Renaming a page or an article adds a row here automatically.',
  },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  versions: globalVersions(),
  fields: [
    {
      name: 'items',
      label: 'Redirects',
      type: 'array',
      labels: { singular: 'Redirect', plural: 'Redirects' },
      validate: (value: unknown) => (Array.isArray(value) && redirectListProblem(value as RedirectItem[])) || true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              label: 'Old address',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                (typeof value === 'string' && PATH.test(value)) || 'A path like /solutions/manufacturing',
            },
            {
              name: 'to',
              label: 'Sends visitors to',
              type: 'text',
              required: true,
              validate: validateRedirectTarget,
            },
          ],
        },
      ],
    },
  ],
}
