import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

export const StatGridBlock: Block = {
  slug: 'stat-grid',
  interfaceName: 'StatGridBlock',
  labels: { singular: 'Stat grid', plural: 'Stat grids' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'fixed',
      options: [
        { value: 'fixed', label: 'The figures below' },
        { value: 'content', label: 'The Stats collection' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      admin: { condition: (_, block) => block?.source !== 'content' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true },
          ],
        },
        { name: 'description', type: 'text' },
      ],
    },
    themeField,
  ],
}
