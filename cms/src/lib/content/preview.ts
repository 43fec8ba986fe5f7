import type { CollectionAdminOptions, GlobalAdminOptions, PayloadRequest } from 'payload'

import { allowedOrigins, serverUrl } from '../../config/derived-settings'
import { slugify } from './slugify'

/** The phone and desktop widths the site is designed and checked at. */
export const PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Mobile (390 px)', width: 390, height: 844 },
  { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
]

type Doc = Record<string, unknown> | undefined | null

/**
 * The site's origin as the editor reached the admin (127.0.0.1, localhost, a CMS host in
 * ALLOWED_ORIGINS), so the preview carries the editor's session cookie; any other Host header
 * gets SERVER_URL.
 */
export function editorOrigin(req?: Pick<PayloadRequest, 'headers' | 'url'>): string {
  const host = req?.headers?.get('host')
  if (!host) return serverUrl()
  const scheme = req?.url?.startsWith('https:') || req?.headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  const candidate = `${scheme}://${host}`
  return allowedOrigins().includes(candidate) ? candidate : serverUrl()
}

/**
 * A Preview button and a live preview for documents that are pages of the site. `pathOf` gives
 * the site path of a document, or null while it has none (an unsaved slug).
 */
export function sitePreview(
  pathOf: (doc: Doc) => string | null,
): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  // `?preview` shows the latest draft, and only to a signed-in admin (web/app/lib/preview.ts).
  const url = (doc: Doc, req: PayloadRequest) => {
    const path = pathOf(doc)
    return path ? `${editorOrigin(req)}${path}?preview=1` : null
  }
  return {
    preview: (doc, { req }) => url(doc, req),
    livePreview: { url: ({ data, req }) => url(data, req), breakpoints: PREVIEW_BREAKPOINTS },
  }
}

/**
 * The header, footer and site settings show on every page: their Preview button and live preview
 * open the home page, whose header and footer show the global's draft.
 */
export const shellPreview = (): Pick<GlobalAdminOptions, 'preview' | 'livePreview'> => sitePreview(() => '/')

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** A document's address before it has a slug: the one the slug hook will give it from the title. */
const slugOf = (doc: Doc) => text(doc?.slug) ?? (text(doc?.title) ? slugify(doc!.title as string) || null : null)

export const pagePath = (doc: Doc) => text(doc?.path)
export const postPath = (doc: Doc) => (text(doc?.slug) ? `/blog/${doc!.slug}` : null)
export const landingPath = (doc: Doc) => (text(doc?.slug) ? `/landing/${doc!.slug}` : null)

/** Where a document will be on the site, also before its first save (the search-result preview). */
export function expectedPath(collectionSlug: string | undefined, doc: Doc): string | null {
  const slug = slugOf(doc)
  if (collectionSlug === 'pages') return pagePath(doc)
  if (collectionSlug === 'posts') return slug ? `/blog/${slug}` : null
  if (collectionSlug === 'landing-pages') return slug ? `/landing/${slug}` : null
  return null
}
