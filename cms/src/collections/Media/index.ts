import type { CollectionConfig } from 'payload'

import { anyone, isAdmin } from '../../access'
import { IMAGE_MIME_TYPES } from '../../shared/constants'
import { mediaDir } from '../../lib/env'
import { nameFileBySniffedType } from './hooks'

/**
 * Images only; Payload checks the bytes against `mimeTypes`, so a renamed file or an SVG is refused,
 * and the stored extension always comes from the bytes (see hooks).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'filename', group: 'Content' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [nameFileBySniffedType] },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: [...IMAGE_MIME_TYPES],
    adminThumbnail: ({ doc }) => (doc.filename ? `/media/${doc.filename}` : null),
  },
  fields: [{ name: 'alt', type: 'text', admin: { description: 'Describes the image for screen readers' } }],
}
