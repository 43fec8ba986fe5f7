import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '../../access'
import { pageBlocks } from '../../blocks'
import { featureSlotBlocks, filterBlocksByPath } from '../../blocks/slots'
import { redirectFromOldAddress, rememberPublishedAddress } from '../shared/auto-redirect'
import { resolveLinksInDocument } from '../../lib/content/link-resolver'
import { pagePath, sitePreview } from '../../lib/content/preview'
import { collectionVersions, SCHEDULING_PUBLISH_BUTTON } from '../../lib/content/versions'
import { performanceField } from '../../admin/performance-field'
import { cancelScheduleOnPublish, scheduledField } from '../../admin/schedule'
import { addressFromTitle, blankWhileTitled } from '../shared/address-from-title'

const blocks = [...pageBlocks, ...featureSlotBlocks]

// seoPlugin adds the Meta fields to this config.
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'updatedAt', 'scheduled'],
    group: 'Content',
    description:
      'Every marketing page of the site. Changes are kept as a draft (see Preview) until you publish them, now or at a set time.',
    ...sitePreview(pagePath),
    components: { edit: { PublishButton: SCHEDULING_PUBLISH_BUTTON } },
  },
  access: { read: publishedOrAdmin, readVersions: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  versions: collectionVersions({ schedulePublish: true }),
  hooks: {
    beforeValidate: [addressFromTitle('pages', 'path')],
    beforeChange: [rememberPublishedAddress('pages')],
    afterChange: [redirectFromOldAddress('pages')],
    afterRead: [resolveLinksInDocument],
    afterOperation: [cancelScheduleOnPublish],
  },
  fields: [
    scheduledField('pages'),
    performanceField(),
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The page’s name in this admin; the browser title is under SEO below' },
    },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: blankWhileTitled(
        (value) =>
          (typeof value === 'string' && /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(value)) ||
          'A path like / or /sap-business-one/why (lower case, hyphens)',
      ),
      admin: {
        position: 'sidebar',
        description:
          'The address of the page on the site, made from the title on the first save. Changing it adds a redirect from the old address.',
      },
    },
    {
      name: 'blocks',
      label: 'Sections',
      labels: { singular: 'Section', plural: 'Sections' },
      type: 'blocks',
      blocks,
      // The form, article list and FAQ search can only be placed on their own route.
      filterOptions: filterBlocksByPath(blocks.map((block) => block.slug)),
      admin: { initCollapsed: true, description: 'The sections of the page, top to bottom. Drag to reorder.' },
    },
  ],
}
