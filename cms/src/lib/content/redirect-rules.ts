/** Pure rules of the `redirects` global: adding a 301 for a changed address, and refusing loops. */

export type RedirectItem = { from: string; to: string; id?: string | null }

/**
 * The redirect list after `from` moved to `to`: a 301 from the old address to the new one, every
 * redirect that led to the old address now leading straight to the new one (no chains), and any
 * redirect away from the new address dropped (it would loop, and the page answers there anyway).
 */
export function addMoveRedirect(items: readonly RedirectItem[], from: string, to: string): RedirectItem[] {
  if (from === to) return [...items]
  const next = items
    .filter((item) => item.from !== to)
    .map((item) => ({ ...item, to: item.to === from ? to : item.to }))
    .filter((item) => item.from !== item.to)
  const existing = next.find((item) => item.from === from)
  if (existing) existing.to = to
  else next.push({ from, to })
  return next
}

/** A message when the list has a duplicate source, a redirect to itself or a loop; else null. */
export function redirectListProblem(items: readonly RedirectItem[]): string | null {
  const targets = new Map<string, string>()
  for (const { from, to } of items) {
    if (targets.has(from)) return `${from} is redirected twice: keep one row for it`
    if (from === to) return `${from} redirects to itself`
    targets.set(from, to)
  }
  for (const start of targets.keys()) {
    const seen = new Set([start])
    let at = targets.get(start)
    while (at !== undefined && targets.has(at)) {
      if (seen.has(at)) return `The redirects from ${start} go round in a loop (${[...seen, at].join(' → ')})`
      seen.add(at)
      at = targets.get(at)
    }
  }
  return null
}
