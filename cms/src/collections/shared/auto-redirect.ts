import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { documentPath } from '../../shared/links'
import { addMoveRedirect } from '../../lib/content/redirect-rules'

type Addressed = 'pages' | 'posts'
type Doc = Record<string, unknown>

const PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/

/**
 * Whether the saved version is what visitors see: with drafts only a published save counts; a post
 * without drafts is public when its status is published; a page without drafts always is.
 */
export function isPublic(doc: Doc | null | undefined): boolean {
  if (!doc) return false
  if ('_status' in doc && doc._status !== undefined) return doc._status === 'published'
  if ('status' in doc && doc.status !== undefined) return doc.status === 'published'
  return true
}

const contextKey = (collection: string, id: unknown) => `publishedAddress:${collection}:${id}`

/** Notes the address visitors know the document by (its published version) before a save replaces it. */
export const rememberPublishedAddress =
  (collection: Addressed): CollectionBeforeChangeHook =>
  async ({ operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return
    const published = (await req.payload
      .findByID({ collection, id: originalDoc.id, depth: 0, draft: false, overrideAccess: true, req })
      .catch(() => null)) as unknown as Doc | null
    // Written after the lookup: a Local API call made with this req may have replaced req.context.
    if (published && isPublic(published))
      req.context[contextKey(collection, originalDoc.id)] = documentPath(collection, published)
  }

/** A published change of address adds a 301 from the old address to the new one in the redirects global. */
export const redirectFromOldAddress =
  (collection: Addressed): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const before = req.context[contextKey(collection, doc.id)]
    if (typeof before !== 'string' || !isPublic(doc)) return doc
    const after = documentPath(collection, doc)
    if (!after || after === before || !PATH.test(before)) return doc
    await saveMoveRedirect(req, before, after)
    return doc
  }

async function saveMoveRedirect(req: PayloadRequest, from: string, to: string) {
  const current = await req.payload.findGlobal({ slug: 'redirects', depth: 0, overrideAccess: true, req })
  const items = addMoveRedirect(current.items ?? [], from, to).map(({ from, to, id }) => ({ from, to, id }))
  const drafts = req.payload.config.globals.find((global) => global.slug === 'redirects')?.versions
  await req.payload.updateGlobal({
    slug: 'redirects',
    data: { items, ...(drafts && typeof drafts === 'object' && drafts.drafts ? { _status: 'published' } : {}) },
    overrideAccess: true,
    req,
  })
}
