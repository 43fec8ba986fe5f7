import type { Block } from 'payload'

import { linkField } from '../../fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'size',
      type: 'select',
      defaultValue: 'page',
      options: [
        { value: 'home', label: 'Home (full height)' },
        { value: 'page', label: 'Page' },
      ],
    },
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true, admin: { description: 'The page title (its only <h1>)' } },
    { name: 'subheading', type: 'textarea' },
    linkField('primary_cta', 'Primary button'),
    linkField('secondary_cta', 'Secondary button'),
    {
      name: 'scroll_button_label',
      type: 'text',
      admin: { description: 'When set, shows a button that scrolls one screen down (e.g. "Start Your Journey")' },
    },
    {
      name: 'highlights',
      type: 'array',
      admin: { description: 'Short proof points under the buttons, e.g. "8-12 week implementation"' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'show_award',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the first award from Awards in the hero ("Loading..." until one exists)' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
