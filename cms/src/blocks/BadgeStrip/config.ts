import type { Block } from 'payload'

import { anchorField, iconField, sectionHeadingFields, themeField } from '../fields'

/** A row of short labels with icons: industries, formats, certifications. */
export const BadgeStripBlock: Block = {
  slug: 'badge-strip',
  interfaceName: 'BadgeStripBlock',
  labels: { singular: 'Badge strip', plural: 'Badge strips' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { type: 'row', fields: [iconField('icon', 'BadgeCheck'), { name: 'label', type: 'text', required: true }] },
        {
          name: 'href',
          type: 'text',
          admin: { description: 'Optional page this badge leads to; without one it is shown as a plain label' },
        },
      ],
    },
    themeField,
  ],
}
