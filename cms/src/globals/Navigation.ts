import type { Field, GlobalConfig } from 'payload'

import { isAdmin, publishedGlobalOrAdmin } from '../access'
import { globalVersions } from '../lib/content/versions'
import { iconField } from '../blocks/fields'
import { linkTargetFields } from '../fields/link'
import { resolveLinksInGlobal } from '../lib/content/link-resolver'
import { shellPreview } from '../lib/content/preview'

export const MENU_TYPES = ['sap-business-one', 'products', 'who-we-are', 'services'] as const

const MENU_TYPE_LABELS: Record<(typeof MENU_TYPES)[number], string> = {
  'sap-business-one': 'SAP Business One (columns of links)',
  products: 'Extensions (lists every extension by group)',
  'who-we-are': 'Who we are (columns of links)',
  services: 'Services (columns of links)',
}

const rowLabel = { RowLabel: '/components/admin/RowLabel#RowLabel' }

const linkFields: Field[] = [
  { name: 'label', label: 'Link text', type: 'text', required: true },
  { type: 'row', fields: linkTargetFields({ required: true }) },
  {
    type: 'row',
    fields: [
      { name: 'description', type: 'text', admin: { width: '70%', description: 'One line under the link text' } },
      { ...iconField('icon', 'CircleCheck'), admin: { width: '30%' } } as Field,
    ],
  },
]

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Top menu',
  admin: { group: 'Site', description: 'The menu at the top of every page.', ...shellPreview() },
  access: { read: publishedGlobalOrAdmin, readVersions: isAdmin, update: isAdmin },
  // Public: anonymous visitors read it, so siteRevisionPlugin (lib/content/site-revision.ts) adds the
  // hooks that record render reads of it and bump the site revision when it changes.
  custom: { public: true },
  versions: globalVersions(),
  hooks: { afterRead: [resolveLinksInGlobal] },
  fields: [
    {
      name: 'items',
      label: 'Menu items',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      admin: {
        initCollapsed: true,
        components: rowLabel,
        description: 'Left to right: drop-down menus and single links',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: 'Text in the menu bar', type: 'text', required: true, admin: { width: '50%' } },
            {
              name: 'kind',
              label: 'Opens',
              type: 'select',
              required: true,
              defaultValue: 'menu',
              options: [
                { value: 'menu', label: 'A drop-down menu' },
                { value: 'link', label: 'A page (single link)' },
              ],
              admin: { width: '50%' },
            },
          ],
        },
        {
          type: 'collapsible',
          label: 'Where it leads (for a drop-down: its overview page, used in the mobile menu)',
          fields: [{ type: 'row', fields: linkTargetFields({ required: true }) }],
        },
        {
          name: 'menu_type',
          label: 'Drop-down layout',
          type: 'select',
          options: MENU_TYPES.map((value) => ({ value, label: MENU_TYPE_LABELS[value] })),
          admin: { condition: (_, item) => item?.kind === 'menu' },
        },
        {
          name: 'intro',
          label: 'Drop-down intro line',
          type: 'text',
          admin: { condition: (_, item) => item?.kind === 'menu' },
        },
        {
          name: 'sections',
          label: 'Columns',
          type: 'array',
          labels: { singular: 'Column', plural: 'Columns' },
          admin: { condition: (_, item) => item?.kind === 'menu', initCollapsed: true, components: rowLabel },
          fields: [
            { name: 'heading', label: 'Column heading', type: 'text' },
            {
              name: 'links',
              type: 'array',
              labels: { singular: 'Link', plural: 'Links' },
              admin: { initCollapsed: true, components: rowLabel },
              fields: linkFields,
            },
          ],
        },
      ],
    },
  ],
}
