import type { Access, CollectionConfig } from 'payload'

import { isAdminUser, isSuperAdminUser } from '../../shared/roles'
import { queueDelivery } from './hooks'
import { SYSTEM_COLLECTION } from '../../admin/system-group'

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const

/**
 * Admins follow every message; those carrying a password link are for super admins only, so an
 * admin can never take over a super admin's account from the outbox.
 */
const readOutbox: Access = ({ req }) => {
  if (isSuperAdminUser(req.user)) return true
  if (isAdminUser(req.user)) return { sensitive: { not_equals: true } }
  return false
}

/** Every e-mail the product sends: written with its cause, delivered by the `deliver-email` job. */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'sent_at', 'createdAt'],
    ...SYSTEM_COLLECTION,
    description: 'Every e-mail the site sends. Messages stay queued while no mail server is configured (SMTP_URL).',
  },
  defaultSort: '-createdAt',
  // Written only by the server, in the same transaction as the change that caused it.
  access: {
    read: readOutbox,
    create: () => false,
    update: () => false,
    delete: ({ req }) => isSuperAdminUser(req.user),
  },
  hooks: { afterChange: [queueDelivery] },
  fields: [
    { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'html', type: 'code', admin: { readOnly: true, language: 'html' } },
    { name: 'template', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: OUTBOX_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'last_error', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'sent_at',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: ['leads', 'access-requests', 'users'],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'sensitive',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'Carries a password link: super admins only' },
    },
    {
      name: 'ical',
      label: 'Calendar invitation',
      type: 'code',
      admin: { readOnly: true, language: 'plaintext', description: 'Sent as an iCalendar part of the message' },
    },
    {
      name: 'ical_method',
      type: 'select',
      options: ['REQUEST', 'CANCEL'].map((value) => ({ value, label: value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'job_queued', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
  ],
}
