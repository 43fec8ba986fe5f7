import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { IMAGE_MIME_TYPES } from '../../shared/constants'
import { mediaDir } from '../../config/derived-settings'
import { IMAGE_SIZES, mediaSecurityHeaders } from '../../shared/media'
import { nameFileBySniffedType, serveFromMediaPath } from './hooks'

/**
 * Images only; Payload checks the bytes against `mimeTypes`, so a renamed file is refused, and the
 * stored extension always comes from the bytes (see hooks). SVG (for logos) is stored sanitised.
 * Each upload also gets WebP copies 480, 960 and 1600 px wide (never enlarged), cut around the focal point.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media library' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'width', 'height'], group: 'Content' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  hooks: { beforeOperation: [nameFileBySniffedType], afterRead: [serveFromMediaPath] },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: [...IMAGE_MIME_TYPES, 'image/svg+xml'],
    adminThumbnail: ({ doc }) => (doc.filename ? `/media/${doc.filename}` : null),
    // Payload's own /api/media/file/<file> (local disk and S3 alike) sends what /media sends.
    modifyResponseHeaders: ({ headers }) => {
      for (const [name, value] of Object.entries(mediaSecurityHeaders(headers.get('Content-Type'))))
        headers.set(name, value)
      return headers
    },
    focalPoint: true,
    crop: true,
    imageSizes: IMAGE_SIZES.map(({ name, width }) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 80 } },
    })),
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for screen readers and search engines' },
    },
  ],
}
