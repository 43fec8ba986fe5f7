/** Social preview images (og:image), made per page by the server at this address. */
export const OG_IMAGE_ROUTE = '/og-image.png'
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

const MAX_PATH = 300
const SAFE_PATH = /^\/[a-z0-9\-_/]*$/i

/** The page path an og image is for, or null when it is not a plain site path. */
export function parseOgPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH) return null
  if (!SAFE_PATH.test(raw) || raw.includes('//')) return null
  return raw.length > 1 ? raw.replace(/\/+$/, '') : raw
}

/**
 * The image address for a page; `version` (its last update) changes the address whenever the page
 * changes, so the image can be cached for good.
 */
export function ogImagePath(path: string, version?: string | number | null): string {
  const query = new URLSearchParams({ path })
  if (version) query.set('v', String(version))
  return `${OG_IMAGE_ROUTE}?${query}`
}
