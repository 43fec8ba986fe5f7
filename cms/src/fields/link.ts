import type { Field } from 'payload'

/** A button or text link: label plus an internal path (/contact, /blog#top) or a full URL. */
export const linkField = (name: string, label?: string): Field => ({
  name,
  label: label ?? name,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text' },
        {
          name: 'href',
          type: 'text',
          validate: (value: unknown) =>
            !value ||
            /^(\/|#|https?:\/\/|mailto:|tel:)/.test(String(value)) ||
            'Start with /, #, https://, mailto: or tel:',
        },
      ],
    },
  ],
})
