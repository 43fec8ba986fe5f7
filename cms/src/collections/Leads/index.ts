import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { LEAD_OUTCOME, LEAD_STATUS } from '../../shared/constants'
import { isTerm } from '../../shared/pricing'
import {
  deleteLeadHistory,
  formatLeadPhone,
  recordLeadChanges,
  stampLeadClock,
  validateAdvisor,
  validatePhone,
} from './hooks'
import { linkContact } from './contact'
import { settleOutcome, validateOutcomeReason, validateValue } from './outcome'

const readOnlyDate = { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } as const

export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['company', 'first_name', 'last_name', 'topic', 'status', 'advisor', 'due_at', 'createdAt'],
    group: 'Enquiries',
  },
  defaultSort: '-createdAt',
  // Created only through the validated, rate-limited contact endpoint.
  access: { create: nobody, read: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [stampLeadClock, settleOutcome, linkContact],
    afterChange: [recordLeadChanges],
    beforeDelete: [deleteLeadHistory],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', required: true, maxLength: 100 },
        { name: 'last_name', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        {
          name: 'phone',
          type: 'text',
          maxLength: 50,
          hooks: { beforeValidate: [formatLeadPhone] },
          validate: validatePhone,
        },
      ],
    },
    { name: 'company', type: 'text', required: true, maxLength: 200 },
    { name: 'role', type: 'text', maxLength: 100, admin: { description: "The visitor's own job role" } },
    { name: 'topic', type: 'text', maxLength: 100 },
    { name: 'message', type: 'textarea', required: true, maxLength: 10000 },
    { name: 'source', type: 'text', maxLength: 300 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: LEAD_STATUS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
    {
      name: 'advisor',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      validate: validateAdvisor,
      admin: { description: 'The Solutions Advisor: an active staff member with a job role; empty when unassigned' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'value_gbp',
          type: 'number',
          label: 'Estimated value (£)',
          min: 0,
          validate: validateValue,
          admin: { description: 'Whole pounds', step: 1 },
        },
        {
          // Not required, so every path that makes a lead need not name it: empty reads as open.
          name: 'outcome',
          type: 'select',
          defaultValue: 'open',
          index: true,
          options: LEAD_OUTCOME.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
          admin: { description: 'Separate from the status: open until the deal is won or lost' },
        },
        {
          name: 'outcome_reason',
          type: 'relationship',
          relationTo: 'outcome-reasons',
          label: 'Won or lost reason',
          validate: validateOutcomeReason,
        },
      ],
    },
    {
      name: 'contact_key',
      type: 'text',
      label: 'Contact',
      index: true,
      maxLength: 254,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Enquiries with the same contact are one person: the e-mail address, or the contact merged into',
      },
    },
    { name: 'closed_at', type: 'date', admin: { ...readOnlyDate, description: 'When it was won or lost' } },
    {
      // Superseded by `advisor`; kept only so the data migration can read the old e-mails.
      name: 'assigned_to',
      type: 'text',
      admin: { hidden: true },
    },
    {
      name: 'due_at',
      type: 'date',
      index: true,
      admin: { ...readOnlyDate, description: 'Reply due (one business day)' },
    },
    { name: 'first_contacted_at', type: 'date', admin: readOnlyDate },
    {
      name: 'overdue_notified_at',
      type: 'date',
      admin: { ...readOnlyDate, description: 'When the overdue reminder went out' },
    },
    {
      name: 'attribution',
      type: 'group',
      admin: { description: 'Where the visit came from: the first page of the visit and its campaign tags' },
      fields: [
        { name: 'utm_source', type: 'text', maxLength: 200 },
        { name: 'utm_medium', type: 'text', maxLength: 200 },
        { name: 'utm_campaign', type: 'text', maxLength: 200 },
        { name: 'landing_page', type: 'text', maxLength: 500 },
      ],
    },
    {
      name: 'quote',
      type: 'group',
      admin: { description: 'The service-hours estimate the visitor sent, recomputed by the server' },
      fields: [
        { name: 'hours', type: 'number', min: 1, max: 1000 },
        {
          name: 'term_months',
          type: 'number',
          validate: (value: unknown) =>
            value === null || value === undefined || isTerm(value) || 'The term must be 12, 24 or 36 months',
        },
        { name: 'suggested_bundle', type: 'text', admin: { readOnly: true } },
        { name: 'discount_percent', type: 'number', admin: { readOnly: true } },
        { name: 'effective_rate', type: 'number', admin: { readOnly: true } },
        { name: 'payg_monthly', type: 'number', admin: { readOnly: true } },
        { name: 'subscription_monthly', type: 'number', admin: { readOnly: true } },
        { name: 'monthly_savings', type: 'number', admin: { readOnly: true } },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      fields: [
        { name: 'given', type: 'checkbox', defaultValue: false },
        { name: 'given_at', type: 'date' },
        { name: 'source_page', type: 'text' },
      ],
    },
  ],
}
