import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

/** Questions written on the page itself (the searchable /faqs page reads the FAQ collection instead). */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ accordion', plural: 'FAQ accordions' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'items',
      label: 'Questions',
      labels: { singular: 'Question', plural: 'Questions' },
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    themeField,
  ],
}
