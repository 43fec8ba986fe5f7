import type { Block } from 'payload'

import { linkField } from '../../fields/link'
import { anchorField, iconField, sectionHeadingFields, themeField } from '../fields'

export const FeatureCardsBlock: Block = {
  slug: 'feature-cards',
  interfaceName: 'FeatureCardsBlock',
  labels: { singular: 'Feature cards', plural: 'Feature cards' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((value) => ({ value, label: `${value} per row` })),
    },
    {
      name: 'items',
      label: 'Cards',
      labels: { singular: 'Card', plural: 'Cards' },
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        iconField(),
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'stat', type: 'text', admin: { description: 'Optional figure shown on the card, e.g. 99% accuracy' } },
        linkField('link', 'Link'),
      ],
    },
    themeField,
  ],
}
