import { colourName } from '../../admin/plain-words'
import type { Block } from 'payload'

import { BRAND_COLORS, CONTACT_TOPICS } from '../../shared/constants'

/** A short enquiry form that creates a lead with the page as its source. */
export const EnquiryFormBlock: Block = {
  slug: 'enquiry-form',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Enquiry form', plural: 'Enquiry forms' },
  fields: [
    {
      name: 'anchor',
      type: 'text',
      defaultValue: 'enquiry',
      admin: { description: 'Section id for links like #enquiry' },
    },
    {
      type: 'row',
      fields: [
        { name: 'product_name', type: 'text', required: true },
        {
          name: 'brand_color',
          type: 'select',
          defaultValue: 'blue-600',
          options: BRAND_COLORS.map((value) => ({ value, label: colourName(value) })),
        },
      ],
    },
    { name: 'headline', type: 'text', admin: { description: 'Defaults to "Enquire about {product name}"' } },
    { name: 'description', type: 'textarea' },
    {
      name: 'topic',
      type: 'select',
      defaultValue: 'SAP Business One',
      options: CONTACT_TOPICS.map((value) => ({ value, label: value })),
      admin: { description: 'The topic the lead is filed under' },
    },
    {
      name: 'ask_subsidiaries',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Also ask how many subsidiaries the group has (for group-company pages)' },
    },
    {
      name: 'ask_hosting',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Also ask how many users there are and which hosting region suits (for hosting pages)' },
    },
    { name: 'button_label', type: 'text', defaultValue: 'Send Enquiry' },
  ],
}
