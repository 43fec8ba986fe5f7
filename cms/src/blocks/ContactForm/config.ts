import type { Block } from 'payload'

import { CONTACT_FORM_COPY } from '../../shared/contact-form-copy'

/**
 * Where the /contact form goes, with the words around it. The phone, e-mail, address, office hours
 * and partner badges come from Site settings, so they are edited once for the whole site.
 */
export const ContactFormBlock: Block = {
  slug: 'contact-form',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form with office details', plural: 'Contact forms with office details' },
  admin: {
    // Shown in the block picker; the form itself (fields, validation, messages) is code.
    disableBlockName: true,
  },
  fields: [
    {
      type: 'collapsible',
      label: 'Form card',
      fields: [
        { name: 'heading', type: 'text', required: true, defaultValue: 'Send us a message' },
        {
          name: 'intro',
          type: 'text',
          admin: { description: 'Line under the heading, e.g. which fields are required' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Service-desk banner',
      admin: { description: 'The orange note shown above the form while the visitor has chosen the topic Support.' },
      fields: [
        {
          name: 'support_banner_title',
          label: 'Banner title',
          type: 'text',
          defaultValue: CONTACT_FORM_COPY.supportBannerTitle,
        },
        {
          name: 'support_banner_text',
          label: 'Banner text',
          type: 'textarea',
          defaultValue: CONTACT_FORM_COPY.supportBannerText,
          admin: { description: 'The service-desk phone number from Site settings is added after this text.' },
        },
      ],
    },
    {
      name: 'thank_you_text',
      label: 'Thank-you message',
      type: 'textarea',
      defaultValue: CONTACT_FORM_COPY.thankYouText,
      admin: { description: 'Shown under "Thank you, {first name}!" once the form is sent.' },
    },
    {
      type: 'collapsible',
      label: 'Side cards',
      admin: { description: 'Address, phone, e-mail, office hours and partner badges are edited in Site settings.' },
      fields: [
        {
          name: 'office_heading',
          label: 'Office card heading',
          type: 'text',
          required: true,
          defaultValue: 'Head Office',
        },
        {
          name: 'partners_heading',
          label: 'Partners card heading',
          type: 'text',
          required: true,
          defaultValue: 'Our Partners',
        },
        { name: 'call_heading', label: 'Call card heading', type: 'text' },
        { name: 'call_body', label: 'Call card text', type: 'textarea' },
        {
          name: 'call_link_label',
          label: 'Call card link',
          type: 'text',
          admin: { description: 'Opens /book, where the visitor picks a slot for a discovery call' },
        },
      ],
    },
  ],
}
