import type { Block } from 'payload'

import { themeField } from '../fields'

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Customer quote', plural: 'Customer quotes' },
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true },
        { name: 'role', type: 'text' },
        { name: 'company', type: 'text' },
      ],
    },
    {
      name: 'result',
      type: 'text',
      admin: { description: 'Optional outcome, e.g. £13,000 saved in the first quarter' },
    },
    themeField,
  ],
}
