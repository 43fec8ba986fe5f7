import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { humanize } from '../../admin/plain-words'
import { isAdmin, nobody } from '../../access'
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from '../../lib/runtime/email/defaults'
import { templateProblems } from '../../lib/runtime/email/template-safety'
import { serverUrl } from '../../config/derived-settings'

const HELP =
  'Placeholders such as {{company}} are filled in when the message is sent; in HTML they are escaped. {{link}} marks where the system writes the password link. Templates cannot load images or anything else from outside, and link only to this site.'

/**
 * A template may not load outside resources nor carry the password link anywhere but where the
 * code writes it (an admin could otherwise send a super admin's reset link to their own server).
 */
const refuseUnsafeTemplate: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  const errors = templateProblems(merged.key, merged, new URL(serverUrl()).origin)
  if (errors.length) throw new ValidationError({ collection: 'email-templates', errors })
  return data
}

/** The words of every e-mail, one document per message; seeded from lib/runtime/email/defaults.ts. */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  labels: { singular: 'E-mail template', plural: 'E-mail templates' },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'subject', 'updatedAt'], group: 'Site', description: HELP },
  // The set of messages is fixed by the code: editors change the words, never add or remove one.
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: nobody },
  hooks: { beforeValidate: [refuseUnsafeTemplate] },
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
