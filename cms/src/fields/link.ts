import type { Field } from 'payload'

import { validateCustomUrl } from '../lib/content/urls'
import { LINKABLE_COLLECTIONS } from '../shared/links'

type LinkOptions = { required?: boolean }

/**
 * Where a link leads: a page, article or extension picked from the CMS (its address follows renames),
 * or a custom URL. `href` stores the custom URL; on read it holds the resolved address of either kind.
 */
export const linkTargetFields = ({ required = false }: LinkOptions = {}): Field[] => [
  {
    name: 'type',
    label: 'Links to',
    type: 'select',
    defaultValue: 'reference',
    options: [
      { value: 'reference', label: 'A page of this site' },
      { value: 'custom', label: 'A custom URL' },
    ],
    admin: { width: '30%' },
  },
  {
    name: 'reference',
    label: 'Page',
    type: 'relationship',
    relationTo: [...LINKABLE_COLLECTIONS],
    maxDepth: 0,
    admin: {
      width: '70%',
      condition: (_, sibling) => sibling?.type !== 'custom',
      description: 'A page, article or extension: the link follows it when its address changes',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
      !required || siblingData?.type === 'custom' || Boolean(value) || 'Choose the page this link leads to',
  },
  {
    name: 'href',
    label: 'Custom URL',
    type: 'text',
    admin: {
      width: '70%',
      condition: (_, sibling) => sibling?.type === 'custom',
      description: 'A path on this site (/contact, /experience#faqs), https://…, mailto: or tel:',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      if (siblingData?.type !== 'custom') return true
      if (!value) return required ? 'Enter the URL this link leads to' : true
      return validateCustomUrl(value)
    },
  },
]

/** A button or text link: its label plus a target (page reference or custom URL). */
export const linkField = (name: string, label?: string): Field => ({
  name,
  label: label ?? name,
  type: 'group',
  fields: [
    { name: 'label', type: 'text' },
    { type: 'row', fields: linkTargetFields() },
  ],
})
