import type { Field } from 'payload'

import { colourName } from '../admin/plain-words'
import { BRAND_COLORS, ILLUSTRATIONS } from '../shared/constants'
import { ICON_NAMES } from '../shared/icons'

/** An optional in-page anchor (`#faqs`), so links can jump to a section. */
export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  label: 'Jump-link name',
  admin: {
    description:
      'Optional: lets a link go straight to this section, e.g. "faqs" for /experience#faqs. Lower-case letters, digits and hyphens',
  },
  validate: (value: unknown) =>
    !value || /^[a-z][a-z0-9-]*$/.test(String(value)) || 'Lower-case letters, digits and hyphens',
}

/** The eyebrow, heading and intro every section starts with. */
export const sectionHeadingFields = (opts: { headingRequired?: boolean } = {}): Field[] => [
  { name: 'eyebrow', type: 'text' },
  { name: 'heading', type: 'text', required: opts.headingRequired ?? false },
  { name: 'intro', type: 'textarea' },
]

export const themeField: Field = {
  name: 'theme',
  type: 'select',
  defaultValue: 'light',
  options: [
    { value: 'light', label: 'White' },
    { value: 'muted', label: 'Soft grey' },
    { value: 'dark', label: 'Dark navy' },
  ],
  admin: { description: 'Background of the section' },
}

/** "LayoutDashboard" → "Layout dashboard": icon names as words a marketer can search for. */
export const iconLabel = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const iconField = (name = 'icon', defaultValue = 'CircleCheck'): Field => ({
  name,
  type: 'select',
  defaultValue,
  options: ICON_NAMES.map((value) => ({ value, label: iconLabel(value) })),
  admin: { description: 'Type to search, e.g. "chart" or "shield"' },
})

export const brandColorField = (name = 'brand_color'): Field => ({
  name,
  type: 'select',
  defaultValue: 'blue-600',
  options: BRAND_COLORS.map((value) => ({ value, label: colourName(value) })),
})

/** A drawn illustration (restyled by the brand colours); an uploaded image, where the block has one, wins. */
export const illustrationField = (opts: { auto?: boolean } = {}): Field => ({
  name: 'illustration',
  type: 'select',
  defaultValue: opts.auto ? 'auto' : undefined,
  options: [
    ...(opts.auto ? [{ value: 'auto', label: 'Chosen by page type' }] : []),
    { value: 'none', label: 'None' },
    ...ILLUSTRATIONS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
  ],
  admin: { description: 'Drawn picture beside the text; an image uploaded below replaces it' },
})
