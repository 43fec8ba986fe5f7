import type { Block } from 'payload'

import { anchorField, iconField, sectionHeadingFields, themeField } from '../fields'

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'Steps', plural: 'Steps' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'items',
      label: 'Steps',
      labels: { singular: 'Step', plural: 'Steps' },
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        iconField('icon', 'CircleCheck'),
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'duration', type: 'text', admin: { description: 'Optional, e.g. Weeks 1-2' } },
      ],
    },
    themeField,
  ],
}
