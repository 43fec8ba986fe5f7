import type { MetaDescriptor } from 'react-router'

import { isAdminUser, type Actor } from '@shared/roles'

import { ApiError, type Api } from './api'

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

/** What the preview notice says: the draft has changes, matches what visitors see, or was never published. */
export type PreviewState = 'changed' | 'unchanged' | 'unpublished'

/** Bookkeeping that changes on every save (or differs between a draft and its published version) but not what visitors see. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', '_status'])

const withoutBookkeeping = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutBookkeeping)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !BOOKKEEPING.has(key))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, withoutBookkeeping(inner)]),
  )
}

/** Compares what a page shows from its draft with what it shows from its published version, timestamps aside. */
export function previewState(draft: unknown, published: unknown): PreviewState {
  if (published == null) return 'unpublished'
  return JSON.stringify(withoutBookkeeping(draft)) === JSON.stringify(withoutBookkeeping(published))
    ? 'unchanged'
    : 'changed'
}

/**
 * In preview mode, the notice's state: `loadPublished` reads the same document as visitors get it
 * (null or a 404 when it has never been published). Outside preview mode nothing is read.
 */
export async function loadPreviewState(
  preview: boolean,
  draft: unknown,
  loadPublished: () => Promise<unknown>,
): Promise<PreviewState | null> {
  if (!preview) return null
  const published = await loadPublished().catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })
  return previewState(draft, published)
}
