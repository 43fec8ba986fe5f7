import type { MetaDescriptor } from 'react-router'

import { isAdminUser, type Actor } from '@shared/roles'

import type { Api } from './api'

/** `?preview` on a site URL asks for drafts; the admin's Preview button and live preview add it. */
export const PREVIEW_PARAM = 'preview'

/**
 * Payload REST filter for the published version. The site forwards the visitor's cookies to the
 * API, so a signed-in editor's reads are filtered too: only preview mode shows drafts.
 */
export const PUBLISHED_ONLY = 'where[_status][equals]=published'

/** Payload's admin session cookie (the admin and the site share an origin). */
const hasAdminCookie = (request: Request) => /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * Preview mode: the URL asks for it and the visitor is a signed-in, active admin. Everybody else,
 * at the same URL, gets the published page.
 */
export async function isPreview(api: Api, request: Request): Promise<boolean> {
  if (!new URL(request.url).searchParams.has(PREVIEW_PARAM) || !hasAdminCookie(request)) return false
  const me = await api.get<{ user: Actor | null }>('/users/me').catch(() => null)
  return isAdminUser(me?.user)
}

/** A preview is never cached or indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
export const previewInit = (preview: boolean) => (preview ? { headers: PREVIEW_HEADERS } : undefined)

export const NOINDEX_META: MetaDescriptor = { name: 'robots', content: 'noindex' }
export const withPreviewMeta = (tags: MetaDescriptor[], preview: boolean | undefined) =>
  preview ? [...tags, NOINDEX_META] : tags

/** The document's draft (`draft=true`) in preview mode, else only its published version. */
export const draftQuery = (preview: boolean) => (preview ? 'draft=true' : PUBLISHED_ONLY)

/**
 * The query of a global (site settings, navigation, footer): its latest draft in preview mode, else
 * the published global. Without `draft=true` Payload reads the published document, for an admin too.
 * Depth 1 fills in uploads (the site settings' badge logos); links stay references.
 */
export const globalQuery = (preview: boolean, depth: 0 | 1 = 0) =>
  preview ? `depth=${depth}&draft=true` : `depth=${depth}`
