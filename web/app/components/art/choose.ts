import { ILLUSTRATIONS, type Illustration } from '@shared/constants'

/** Most specific first: the first prefix the path starts with picks the picture. */
const BY_PATH: ReadonlyArray<readonly [string, Illustration]> = [
  // The main routes (the menu's and footer's pages) share the 13 drawings so that none shows on more
  // than two of them, counting the drawings their sections choose (seed/src/pages): their heroes take
  // the drawings the sections leave, and /about, /experience and /contact show photos instead.
  ['/sap-business-one/industries/manufacturing', 'purchasing'],
  ['/sap-business-one/industries/wholesale', 'finance'],
  ['/sap-business-one/industries/professional-services', 'projects'],
  ['/sap-business-one/for/finance-directors', 'finance'],
  ['/sap-business-one/for/it-directors', 'administration'],
  ['/sap-business-one/for/operations-directors', 'inventory'],
  ['/sap-business-one/for/manufacturing-directors', 'production'],
  ['/sap-business-one', 'devices'],
  // The page's hosting-regions section draws the map.
  ['/cloud-hosting', 'pricing'],
  ['/service-hours', 'pricing'],
  ['/landing/group-companies', 'production'],
  ['/landing/', 'pricing'],
  ['/products', 'devices'],
  ['/services', 'administration'],
  ['/experience', 'people'],
  ['/about', 'people'],
  ['/contact', 'people'],
  ['/resources', 'article'],
  ['/blog', 'article'],
  ['/faqs', 'article'],
  ['/terms', 'article'],
  ['/privacy-policy', 'article'],
]

/** The hero picture for a page type, for heroes left on "Chosen by page type". */
export function heroIllustrationFor(path: string): Illustration {
  if (path === '/') return 'analytics'
  return BY_PATH.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'analytics'
}

/** Stand-ins for a picture the page already shows, in order of preference. */
const ALTERNATES: readonly Illustration[] = [
  'analytics',
  'sales',
  'inventory',
  'finance',
  'production',
  'projects',
  'purchasing',
  'administration',
  'devices',
]

/** A block's illustration setting: 'auto' asks the page type, 'none' or an unknown value shows nothing. */
export function resolveIllustration(setting: string | null | undefined, path: string): Illustration | null {
  if (setting === 'auto') return heroIllustrationFor(path)
  if (!setting) return null
  return (ILLUSTRATIONS as readonly string[]).includes(setting) ? (setting as Illustration) : null
}

/**
 * What each block of a page asks for: a setting ('auto', 'none' or a drawing's name), a drawing the
 * block always shows (`fixed`: the hosting regions' map), or null for a block that shows no drawing
 * (another type, or an uploaded photo in its place).
 */
export type DrawingRequest = string | null | undefined | { fixed: Illustration }

/**
 * The drawing each block of one page shows, in page order, never the same one twice on the page (by
 * construction: each pick is taken from what is still free). Drawings a block always shows come first,
 * then explicit choices in page order (a repeated one moves to the next free alternate). Then 'auto'
 * takes the page type's drawing, or the first free alternate when another block already shows it.
 */
export function assignDrawings(requests: ReadonlyArray<DrawingRequest>, path: string): Array<Illustration | null> {
  const used = new Set<Illustration>()
  const take = (name: Illustration | null | undefined) => {
    if (name) used.add(name)
    return name ?? null
  }
  const fixed = requests.map((request) => (typeof request === 'object' && request ? take(request.fixed) : null))
  const explicit = requests.map((request) =>
    typeof request === 'string' && request !== 'auto' ? resolveIllustration(request, path) : null,
  )
  const wanted = new Set([...fixed, ...explicit].filter((name): name is Illustration => name !== null))
  const firstFree = (avoid: ReadonlySet<Illustration>) => ALTERNATES.find((name) => !used.has(name) && !avoid.has(name))
  const chosen = explicit.map((name) => (name === null ? null : take(used.has(name) ? firstFree(wanted) : name)))
  return requests.map((request, index) => {
    if (typeof request === 'object' && request) return fixed[index]!
    if (request !== 'auto') return chosen[index]!
    const pick = heroIllustrationFor(path)
    return take(used.has(pick) ? firstFree(new Set()) : pick)
  })
}
