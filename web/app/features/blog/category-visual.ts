import { Banknote, Cloud, Factory, LayoutDashboard, Newspaper, Rocket, Warehouse, type LucideIcon } from 'lucide-react'

export type CategoryVisual = { icon: LucideIcon; gradient: string }

// Whole class names, so Tailwind finds them. Categories are edited in the CMS, so they are matched
// by keyword; one nobody foresaw still gets a tone of its own (picked from its name) and a generic icon.
const KNOWN: ReadonlyArray<{ match: RegExp } & CategoryVisual> = [
  { match: /cloud|hosting|aws/i, icon: Cloud, gradient: 'from-sky-600 to-ink-950' },
  { match: /manufactur|production/i, icon: Factory, gradient: 'from-indigo-600 to-ink-950' },
  { match: /wholesale|distribution|warehouse/i, icon: Warehouse, gradient: 'from-teal-600 to-ink-950' },
  { match: /financ|account/i, icon: Banknote, gradient: 'from-emerald-600 to-ink-950' },
  { match: /implement|project|go.?live/i, icon: Rocket, gradient: 'from-violet-600 to-ink-950' },
  { match: /sap|business one|erp/i, icon: LayoutDashboard, gradient: 'from-brand-600 to-ink-950' },
]

const TONES = KNOWN.map((visual) => visual.gradient)

/** The icon and colour of a post card without a featured image, from its category's name. */
export function categoryVisual(category: string): CategoryVisual {
  const known = KNOWN.find((visual) => visual.match.test(category))
  if (known) return { icon: known.icon, gradient: known.gradient }
  const hash = [...category].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7)
  return { icon: Newspaper, gradient: TONES[hash % TONES.length] }
}
