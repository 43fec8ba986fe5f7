import type { GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { linkTargetFields } from '../fields/link'
import { resolveLinksInGlobal } from '../lib/content/link-resolver'
import { shellPreview } from '../lib/content/preview'
import { globalVersions } from '../lib/content/versions'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site', description: 'The links and words at the bottom of every page.', ...shellPreview() },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  versions: globalVersions(),
  hooks: { afterRead: [resolveLinksInGlobal] },
  fields: [
    { name: 'tagline', type: 'textarea', admin: { description: 'The sentence under the logo' } },
    {
      name: 'columns',
      label: 'Link columns',
      type: 'array',
      labels: { singular: 'Column', plural: 'Columns' },
      admin: {
        initCollapsed: true,
        components: { RowLabel: '/components/admin/RowLabel#RowLabel' },
        description: 'Left to right; each column has a heading and its links.',
      },
      fields: [
        { name: 'heading', label: 'Column heading', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          labels: { singular: 'Link', plural: 'Links' },
          admin: { components: { RowLabel: '/components/admin/RowLabel#RowLabel' } },
          fields: [
            { name: 'label', label: 'Link text', type: 'text', required: true },
            { type: 'row', fields: linkTargetFields({ required: true }) },
          ],
        },
      ],
    },
  ],
}
