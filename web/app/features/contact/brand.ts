import type { BrandColor } from '@cms/lib/constants'

type BrandClasses = { button: string; accent: string; soft: string }

// Written out in full so Tailwind generates every class.
const classes: Record<BrandColor, BrandClasses> = {
  'blue-600': { button: 'bg-blue-600 hover:bg-blue-700', accent: 'text-blue-600', soft: 'bg-blue-50' },
  'teal-600': { button: 'bg-teal-600 hover:bg-teal-700', accent: 'text-teal-600', soft: 'bg-teal-50' },
  'green-600': { button: 'bg-green-600 hover:bg-green-700', accent: 'text-green-600', soft: 'bg-green-50' },
  'purple-600': { button: 'bg-purple-600 hover:bg-purple-700', accent: 'text-purple-600', soft: 'bg-purple-50' },
  'indigo-600': { button: 'bg-indigo-600 hover:bg-indigo-700', accent: 'text-indigo-600', soft: 'bg-indigo-50' },
  'orange-600': { button: 'bg-orange-600 hover:bg-orange-700', accent: 'text-orange-600', soft: 'bg-orange-50' },
  'sky-600': { button: 'bg-sky-600 hover:bg-sky-700', accent: 'text-sky-600', soft: 'bg-sky-50' },
  'pink-600': { button: 'bg-pink-600 hover:bg-pink-700', accent: 'text-pink-600', soft: 'bg-pink-50' },
}

/** SPEC §2: an unknown brand colour falls back to blue-600. */
export const brandClasses = (color: string | null | undefined): BrandClasses => classes[color as BrandColor] ?? classes['blue-600']
