import { humanize } from '../../admin/plain-words'
import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from '../../lib/email/defaults'

const HELP = 'Placeholders such as {{company}} are filled in when the message is sent; in HTML they are escaped.'

/** The words of every e-mail, one document per message; seeded from lib/email/defaults.ts. */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  labels: { singular: 'E-mail template', plural: 'E-mail templates' },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'subject', 'updatedAt'], group: 'Site', description: HELP },
  // The set of messages is fixed by the code: editors change the words, never add or remove one.
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: nobody },
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: EMAIL_TEMPLATE_KEYS.map((value) => ({ value, label: humanize(value) })),
      admin: { readOnly: true },
    },
    {
      name: 'description',
      type: 'text',
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            DEFAULT_EMAIL_TEMPLATES[siblingData.key as keyof typeof DEFAULT_EMAIL_TEMPLATES]?.description,
        ],
      },
      virtual: true,
    },
    { name: 'subject', type: 'text', required: true, maxLength: 300 },
    { name: 'text', type: 'textarea', required: true, maxLength: 20000, admin: { description: 'Plain text version' } },
    { name: 'html', type: 'code', required: true, maxLength: 50000, admin: { language: 'html', description: HELP } },
  ],
}
