import { ILLUSTRATIONS, type Illustration } from '@shared/constants'

/** Most specific first: the first prefix the path starts with picks the picture. */
const BY_PATH: ReadonlyArray<readonly [string, Illustration]> = [
  ['/sap-business-one/industries/manufacturing', 'production'],
  ['/sap-business-one/industries/wholesale', 'inventory'],
  ['/sap-business-one/industries/professional-services', 'projects'],
  ['/sap-business-one/for/finance-directors', 'finance'],
  ['/sap-business-one/for/it-directors', 'administration'],
  ['/sap-business-one/for/operations-directors', 'inventory'],
  ['/sap-business-one/for/manufacturing-directors', 'production'],
  ['/sap-business-one', 'analytics'],
  ['/cloud-hosting', 'regions'],
  ['/service-hours', 'pricing'],
  ['/landing/group-companies', 'production'],
  ['/landing/', 'pricing'],
  ['/products', 'devices'],
  ['/services', 'people'],
  ['/experience', 'people'],
  ['/about', 'people'],
  ['/contact', 'people'],
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

/** Stand-ins for an 'auto' picture that a section lower on the same page already shows. */
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

/**
 * A block's illustration setting: 'auto' asks the page type, 'none' or an unknown value shows nothing.
 * `taken` lists pictures other sections of the page show: an 'auto' choice avoids them, so a page does
 * not open with the same screen it repeats further down. A marketer's explicit choice is kept.
 */
export function resolveIllustration(
  setting: string | null | undefined,
  path: string,
  taken: readonly Illustration[] = [],
): Illustration | null {
  if (setting === 'auto') {
    const pick = heroIllustrationFor(path)
    if (!taken.includes(pick)) return pick
    return ALTERNATES.find((name) => !taken.includes(name)) ?? pick
  }
  if (!setting) return null
  return (ILLUSTRATIONS as readonly string[]).includes(setting) ? (setting as Illustration) : null
}
