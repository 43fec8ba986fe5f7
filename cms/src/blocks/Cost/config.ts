import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

/** A side-by-side cost comparison with one headline saving. */
export const CostBlock: Block = {
  slug: 'cost',
  interfaceName: 'CostBlock',
  labels: { singular: 'Cost comparison', plural: 'Cost comparisons' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      type: 'row',
      fields: [
        { name: 'before_label', type: 'text', required: true, defaultValue: 'On-premises' },
        { name: 'after_label', type: 'text', required: true, defaultValue: 'Cloud hosted' },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'item', type: 'text', required: true },
            { name: 'before', type: 'text', required: true },
            { name: 'after', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'highlight_value', type: 'text', admin: { description: 'e.g. up to 40%' } },
        { name: 'highlight_label', type: 'text', admin: { description: 'e.g. lower IT costs' } },
      ],
    },
    {
      name: 'assumptions',
      type: 'textarea',
      admin: { description: 'How the figures were worked out, shown under the table' },
    },
    themeField,
  ],
}
