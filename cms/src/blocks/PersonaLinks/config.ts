import type { Block } from 'payload'

import { anchorField, brandColorField, iconField, sectionHeadingFields, themeField } from '../fields'

/** Links to the leader pages; the page's own persona is left out when shown. */
export const PersonaLinksBlock: Block = {
  slug: 'persona-links',
  interfaceName: 'PersonaLinksBlock',
  labels: { singular: 'Persona links', plural: 'Persona links' },
  fields: [
    anchorField,
    ...sectionHeadingFields(),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'All personas; the one whose path is the current page is hidden' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'path', type: 'text', required: true },
          ],
        },
        { name: 'tagline', type: 'text' },
        { type: 'row', fields: [iconField('icon', 'Briefcase'), brandColorField('color')] },
      ],
    },
    themeField,
  ],
}
