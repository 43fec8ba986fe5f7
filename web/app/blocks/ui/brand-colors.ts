import { BRAND_COLORS, type BrandColor } from '@shared/constants'

type BrandClasses = { solid: string; text: string; soft: string; ring: string }

// Whole class names, so Tailwind finds them in the source. Text and buttons use the 700 shade of the
// chosen colour: the 600 shades fail WCAG AA contrast as small text on their tint or under white text.
const CLASSES: Record<BrandColor, BrandClasses> = {
  'blue-600': {
    solid: 'bg-blue-700 hover:bg-blue-800',
    text: 'text-blue-700',
    soft: 'bg-blue-50',
    ring: 'ring-blue-600/20',
  },
  'teal-600': {
    solid: 'bg-teal-700 hover:bg-teal-800',
    text: 'text-teal-700',
    soft: 'bg-teal-50',
    ring: 'ring-teal-600/20',
  },
  'green-600': {
    solid: 'bg-green-700 hover:bg-green-800',
    text: 'text-green-700',
    soft: 'bg-green-50',
    ring: 'ring-green-600/20',
  },
  'purple-600': {
    solid: 'bg-purple-700 hover:bg-purple-800',
    text: 'text-purple-700',
    soft: 'bg-purple-50',
    ring: 'ring-purple-600/20',
  },
  'indigo-600': {
    solid: 'bg-indigo-700 hover:bg-indigo-800',
    text: 'text-indigo-700',
    soft: 'bg-indigo-50',
    ring: 'ring-indigo-600/20',
  },
  'orange-600': {
    solid: 'bg-orange-700 hover:bg-orange-800',
    text: 'text-orange-700',
    soft: 'bg-orange-50',
    ring: 'ring-orange-600/20',
  },
  'sky-600': { solid: 'bg-sky-700 hover:bg-sky-800', text: 'text-sky-700', soft: 'bg-sky-50', ring: 'ring-sky-600/20' },
  'pink-600': {
    solid: 'bg-pink-700 hover:bg-pink-800',
    text: 'text-pink-700',
    soft: 'bg-pink-50',
    ring: 'ring-pink-600/20',
  },
}

export const isBrandColor = (value: unknown): value is BrandColor =>
  (BRAND_COLORS as readonly unknown[]).includes(value)

/** One of the eight allowed colours; anything else falls back to blue-600 (SPEC §2). */
export const resolveBrandColor = (value: unknown): BrandColor => (isBrandColor(value) ? value : 'blue-600')

export const brandClasses = (value: unknown): BrandClasses => CLASSES[resolveBrandColor(value)]
