import type { Field, GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { globalVersions } from '../lib/versions'
import { iconField } from '../blocks/fields'

export const MENU_TYPES = ['sap-business-one', 'products', 'who-we-are', 'services'] as const

const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true },
  { name: 'description', type: 'text' },
  iconField('icon', 'CircleCheck'),
]

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Site' },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  versions: globalVersions(),
  fields: [
    {
      name: 'items',
      type: 'array',
      admin: { description: 'Top navigation, left to right: mega menus and plain links' },
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'menu',
          options: [
            { value: 'menu', label: 'Mega menu' },
            { value: 'link', label: 'Link' },
          ],
        },
        {
          name: 'href',
          type: 'text',
          admin: { description: 'Where the item leads; for a mega menu, its overview page (used in the mobile menu)' },
        },
        {
          name: 'menu_type',
          type: 'select',
          options: MENU_TYPES.map((value) => ({ value, label: value })),
          admin: {
            condition: (_, item) => item?.kind === 'menu',
            description: 'The Extensions menu ("products") lists the extensions collection by group',
          },
        },
        { name: 'intro', type: 'text', admin: { condition: (_, item) => item?.kind === 'menu' } },
        {
          name: 'sections',
          type: 'array',
          admin: { condition: (_, item) => item?.kind === 'menu' },
          fields: [
            { name: 'heading', type: 'text' },
            { name: 'links', type: 'array', fields: linkFields },
          ],
        },
      ],
    },
  ],
}
