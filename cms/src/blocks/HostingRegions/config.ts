import type { Block } from 'payload'

import { anchorField, sectionHeadingFields, themeField } from '../fields'

export const HostingRegionsBlock: Block = {
  slug: 'hosting-regions',
  interfaceName: 'HostingRegionsBlock',
  labels: { singular: 'Hosting regions', plural: 'Hosting regions' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'regions',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { description: 'e.g. Ireland' } },
            { name: 'location', type: 'text', required: true, admin: { description: 'e.g. Dublin' } },
            { name: 'code', type: 'text', required: true, admin: { description: 'Region code, e.g. eu-west-1' } },
          ],
        },
        { name: 'description', type: 'textarea' },
      ],
    },
    themeField,
  ],
}
