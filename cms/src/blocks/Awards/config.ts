import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

/** The Awards collection (served by /api/content/awards). */
export const AwardsBlock: Block = {
  slug: 'awards',
  interfaceName: 'AwardsBlock',
  labels: { singular: 'Awards list', plural: 'Awards lists' },
  fields: [anchorField, ...sectionHeadingFields(), themeField],
}
