/**
 * Campaign tags and ad-click ids: unique per click, read only by the browser (the attribution a lead
 * carries), never by a render. The one list to extend; `utm_*` counts whatever follows the prefix.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'li_fat_id',
  'ttclid',
  'twclid',
  'igshid',
  'yclid',
  'epik',
  'rdt_cid',
  'srsltid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
])
const TRACKING_PREFIXES = ['utm_']

/** Whether a query parameter only tracks a visit (case-insensitive: `UTM_Source`, `GCLID`). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase()
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/**
 * The part of a query string that can change the answer: the parameters the route declares it reads,
 * never a tracking one, sorted by name (each name's values kept in order). Everything else is left
 * out, so a URL and its clean twin share one cache entry and render the same page.
 */
export function keyQuery(params: URLSearchParams, declared: readonly string[]): string {
  if (declared.length === 0) return ''
  const kept = new URLSearchParams()
  for (const [name, value] of params) if (declared.includes(name) && !isTrackingParam(name)) kept.append(name, value)
  kept.sort()
  return kept.toString()
}
