import type { Block } from 'payload'

import { anchorField, brandColorField } from '../fields'

/** SPEC §2 contact call-to-action card: links to /contact; benefits default to the three of the spec. */
export const ContactCtaBlock: Block = {
  slug: 'contact-cta',
  interfaceName: 'ContactCtaBlock',
  labels: { singular: 'Contact call-to-action card', plural: 'Contact call-to-action cards' },
  fields: [
    anchorField,
    { type: 'row', fields: [{ name: 'product_name', type: 'text', required: true }, brandColorField()] },
    { name: 'headline', type: 'text', admin: { description: 'Defaults to "Talk to us about {product name}"' } },
    { name: 'description', type: 'textarea' },
    {
      name: 'benefits',
      type: 'array',
      admin: { description: 'Empty: Expert consultation, Tailored solutions, Proven results' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'button_label', type: 'text', defaultValue: 'Get in Touch' },
  ],
}
