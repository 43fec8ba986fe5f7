import type { Block } from 'payload'

import { linkField } from '../../fields/link'
import { anchorField } from '../fields'

export const CtaBannerBlock: Block = {
  slug: 'cta-banner',
  interfaceName: 'CtaBannerBlock',
  labels: { singular: 'Call-to-action banner', plural: 'Call-to-action banners' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea', admin: { description: 'One or two sentences under the heading' } },
    linkField('primary_cta', 'Primary button'),
    linkField('secondary_cta', 'Secondary button'),
  ],
}
