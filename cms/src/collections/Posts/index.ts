import type { CollectionConfig } from 'payload'

import { isAdmin, publishedPostOrAdmin } from '../../access'
import { redirectFromOldAddress, rememberPublishedAddress } from '../../lib/auto-redirect'
import { postPath, sitePreview } from '../../lib/preview'
import { fillSlugFromTitle, stampPublishedAt, syncContentText } from './hooks'

export const POST_STATUSES = ['draft', 'published'] as const

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'status', 'published_at', 'author'],
    group: 'Blog',
    ...sitePreview(postPath),
  },
  defaultSort: '-published_at',
  access: { read: publishedPostOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [fillSlugFromTitle],
    beforeChange: [stampPublishedAt, syncContentText, rememberPublishedAddress('posts')],
    afterChange: [redirectFromOldAddress('posts')],
  },
  fields: [
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
      name: 'featured_image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown on the article and its card in the blog list; pick it from the media library' },
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: POST_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: { position: 'sidebar' },
    },
    { name: 'author', type: 'text', maxLength: 200, admin: { position: 'sidebar' } },
    { name: 'published_at', type: 'date', index: true, admin: { position: 'sidebar' } },
  ],
}
