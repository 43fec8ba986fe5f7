import type { Block } from 'payload'

import { anchorField, themeField } from '../fields'

export const RichTextBlock: Block = {
  slug: 'rich-text',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [anchorField, { name: 'content', type: 'richText', required: true }, themeField],
}
