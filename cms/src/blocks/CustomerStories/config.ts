import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

export const CustomerStoriesBlock: Block = {
  slug: 'customer-stories',
  interfaceName: 'CustomerStoriesBlock',
  labels: { singular: 'Customer stories', plural: 'Customer stories' },
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
            { name: 'company', type: 'text', required: true },
            { name: 'sector', type: 'text' },
          ],
        },
        { name: 'result', type: 'text', required: true, admin: { description: 'The headline outcome' } },
        { name: 'summary', type: 'textarea' },
        {
          name: 'image',
          label: 'Photo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional: a photo of the customer’s site or team, shown at the top of the story' },
        },
      ],
    },
    themeField,
  ],
}
