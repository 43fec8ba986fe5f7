import type { Block } from 'payload'

import { linkField } from '../../fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    linkField('primary_cta', 'Primary button'),
    linkField('secondary_cta', 'Secondary button'),
    {
      name: 'scroll_button_label',
      type: 'text',
      admin: { description: 'When set, shows a button that scrolls one screen down (e.g. "Start Your Journey")' },
    },
    {
      name: 'show_award',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the first award from Awards in the hero' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
