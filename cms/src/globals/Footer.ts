import type { GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { linkTargetFields } from '../fields/link'
import { resolveLinksInGlobal } from '../lib/content/link-resolver'
import { shellPreview } from '../lib/content/preview'
import { globalVersions } from '../lib/content/versions'

// Plugins add to this config: siteRevisionPlugin (lib/content/site-revision.ts) the hooks that record
// render reads and bump the site revision.
export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site', description: 'The links and words at the bottom of every page.', ...shellPreview() },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
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
