import type { Block } from 'payload'

import { linkField } from '../../fields/link'
import { PRODUCT_GROUP_LABELS, PRODUCT_GROUPS } from '../../shared/constants'
import { anchorField, sectionHeadingFields, themeField } from '../fields'

/** Extensions from the Extensions collection (served by /api/content/products). */
export const ProductGridBlock: Block = {
  slug: 'product-grid',
  interfaceName: 'ProductGridBlock',
  labels: { singular: 'Extension grid', plural: 'Extension grids' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'source',
      type: 'select',
      defaultValue: 'featured',
      options: [
        { value: 'featured', label: 'Featured extensions' },
        { value: 'group', label: 'One group' },
        { value: 'all', label: 'All, by group' },
      ],
    },
    {
      name: 'group',
      type: 'select',
      options: PRODUCT_GROUPS.map((value) => ({ value, label: PRODUCT_GROUP_LABELS[value] })),
      admin: { condition: (_, block) => block?.source === 'group' },
    },
    linkField('link', 'Link below the grid'),
    themeField,
  ],
}
