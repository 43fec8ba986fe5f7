import type { Block } from 'payload'

import { anchorField, iconField, themeField } from '../fields'

export const DataSovereigntyBlock: Block = {
  slug: 'data-sovereignty',
  interfaceName: 'DataSovereigntyBlock',
  labels: { singular: 'Data sovereignty', plural: 'Data sovereignty' },
  fields: [
    anchorField,
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    {
      name: 'points',
      type: 'array',
      fields: [
        iconField('icon', 'ShieldCheck'),
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
      ],
    },
    { name: 'note', type: 'text', admin: { description: 'Small print under the points' } },
    themeField,
  ],
}
