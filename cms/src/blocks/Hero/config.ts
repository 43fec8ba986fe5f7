import type { Block } from 'payload'

import { linkField } from '../../fields/link'
import { illustrationField } from '../fields'

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
    {
      name: 'heading',
      type: 'text',
      required: true,
      admin: { description: 'The big title at the top of the page; search engines read it as the page’s main heading' },
    },
    { name: 'subheading', type: 'textarea', admin: { description: 'The paragraph under the heading' } },
    linkField('primary_cta', 'Primary button'),
    linkField('secondary_cta', 'Secondary button'),
    {
      type: 'row',
      fields: [
        {
          name: 'call_button',
          label: 'Show a call button',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Adds a button that dials the phone number from Site settings' },
        },
        {
          name: 'call_label',
          label: 'Call button text',
          type: 'text',
          defaultValue: 'Call',
          admin: {
            condition: (_, block) => Boolean(block?.call_button),
            description: 'Shown before the number: "Call 0161 496 0123"',
          },
        },
      ],
    },
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
      admin: {
        description:
          'Shows the first award listed under Content → Awards in the hero; add an award there before turning this on',
      },
    },
    illustrationField({ auto: true }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A picture for the right of the hero on wide screens (replaces the illustration)' },
    },
  ],
}
