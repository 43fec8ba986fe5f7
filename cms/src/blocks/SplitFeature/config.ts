import type { Block } from 'payload'

import { linkField } from '../../fields/link'
import { anchorField, iconField, illustrationField, themeField } from '../fields'

/** Text and bullet list beside a panel (an image, or an icon with a headline figure). */
export const SplitFeatureBlock: Block = {
  slug: 'split-feature',
  interfaceName: 'SplitFeatureBlock',
  labels: { singular: 'Split feature section', plural: 'Split feature sections' },
  fields: [
    anchorField,
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    { name: 'bullets', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    linkField('link', 'Link'),
    iconField('icon', 'Sparkles'),
    {
      type: 'row',
      fields: [
        { name: 'highlight_value', type: 'text', admin: { description: 'e.g. 99%' } },
        { name: 'highlight_label', type: 'text', admin: { description: 'e.g. production accuracy' } },
      ],
    },
    illustrationField(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'panel_position',
      type: 'select',
      defaultValue: 'right',
      options: [
        { value: 'right', label: 'Panel on the right' },
        { value: 'left', label: 'Panel on the left' },
      ],
    },
    themeField,
  ],
}
