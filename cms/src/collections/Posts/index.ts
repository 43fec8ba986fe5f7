import type { CollectionConfig } from 'payload'

import { isAdmin, publishedOrAdmin } from '../../access'
import { redirectFromOldAddress, rememberPublishedAddress } from '../shared/auto-redirect'
import { postPath, sitePreview } from '../../lib/content/preview'
import { collectionVersions, SCHEDULING_PUBLISH_BUTTON } from '../../lib/content/versions'
import { performanceField } from '../../admin/performance-field'
import { cancelScheduleOnPublish, scheduledField } from '../../admin/schedule'
import { addressFromTitle } from '../shared/address-from-title'
import { renderContentHtml, shareFeaturedImage, stampPublishedAt, syncContentText } from './hooks'

// seoPlugin adds the Meta fields to this config.
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'published_at', 'author', 'scheduled'],
    group: 'Blog',
    ...sitePreview(postPath),
    components: { edit: { PublishButton: SCHEDULING_PUBLISH_BUTTON } },
  },
  defaultSort: '-published_at',
  access: { read: publishedOrAdmin, readVersions: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  // Payload's `_status` (draft / published) is the post's one publishing state; the contract's `status` maps onto it.
  versions: collectionVersions({ schedulePublish: true }),
  hooks: {
    beforeValidate: [addressFromTitle('posts', 'slug')],
    beforeChange: [
      stampPublishedAt,
      shareFeaturedImage,
      syncContentText,
      renderContentHtml,
      rememberPublishedAddress('posts'),
    ],
    afterChange: [redirectFromOldAddress('posts')],
    afterOperation: [cancelScheduleOnPublish],
  },
  fields: [
    scheduledField('posts'),
    performanceField(),
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Made from the title when left empty' },
    },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 1000 },
    { name: 'content', type: 'richText', required: true },
    {
      // The body exactly as typed in the portal (line breaks, indentation); rewritten from the rich text
      // whenever an editor changes that in the admin.
      name: 'content_text',
      type: 'textarea',
      admin: { hidden: true },
    },
    {
      // The rich text as HTML, rendered once per saved version (the blog serves it as is).
      name: 'content_html',
      type: 'textarea',
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'featured_image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown on the article and its card in the blog list; pick it from the media library' },
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'authors',
      admin: { position: 'sidebar', description: 'Shown under the post with their role, photo and bio' },
    },
    { name: 'published_at', type: 'date', index: true, admin: { position: 'sidebar' } },
  ],
}
