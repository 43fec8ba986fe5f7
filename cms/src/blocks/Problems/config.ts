import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

export const ProblemsBlock: Block = {
  slug: 'problems',
  interfaceName: 'ProblemsBlock',
  labels: { singular: 'Problems list', plural: 'Problems lists' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
      ],
    },
    { name: 'resolution', type: 'textarea', admin: { description: 'Closing line: how these problems go away' } },
    themeField,
  ],
}
