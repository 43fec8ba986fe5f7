/**
 * The page the visitor came from: a path handed over in the link's state (in-app links), else a
 * same-origin document.referrer (a full page load), else null.
 */
export function referringPath(state: unknown, referrer: string, origin: string, currentPath: string): string | null {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from === 'string' && from.startsWith('/')) return from
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.origin !== origin || url.pathname === currentPath) return null
    return url.pathname
  } catch {
    return null
  }
}
