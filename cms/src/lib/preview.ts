import type { CollectionAdminOptions, GlobalAdminOptions } from 'payload'

import { serverUrl } from './env'

/** The phone and desktop widths the site is designed and checked at. */
export const PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Mobile (390 px)', width: 390, height: 844 },
  { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
]

type Doc = Record<string, unknown> | undefined | null

/**
 * A Preview button and a live preview for documents that are pages of the site. `pathOf` gives
 * the site path of a document, or null while it has none (an unsaved slug).
 */
export function sitePreview(
  pathOf: (doc: Doc) => string | null,
): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  // `?preview` shows the latest draft, and only to a signed-in admin (web/app/lib/preview.ts).
  const url = (doc: Doc) => {
    const path = pathOf(doc)
    return path ? `${serverUrl()}${path}?preview=1` : null
  }
  return {
    preview: (doc) => url(doc),
    livePreview: { url: ({ data }) => url(data), breakpoints: PREVIEW_BREAKPOINTS },
  }
}

/**
 * The header, footer and site settings show on every page: their Preview button and live preview
 * open the home page, whose header and footer show the global's draft.
 */
export const shellPreview = (): Pick<GlobalAdminOptions, 'preview' | 'livePreview'> => sitePreview(() => '/')

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

export const pagePath = (doc: Doc) => text(doc?.path)
export const postPath = (doc: Doc) => (text(doc?.slug) ? `/blog/${doc!.slug}` : null)
export const landingPath = (doc: Doc) => (text(doc?.slug) ? `/landing/${doc!.slug}` : null)
