import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

export const PartnersBlock: Block = {
  slug: 'partners',
  interfaceName: 'PartnersBlock',
  labels: { singular: 'Partners', plural: 'Partners' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'badge', type: 'text' },
          ],
        },
        { name: 'description', type: 'textarea' },
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional: the partner’s logo (SVG or PNG), shown in place of the name’s initials' },
        },
      ],
    },
    themeField,
  ],
}
