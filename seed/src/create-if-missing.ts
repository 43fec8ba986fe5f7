import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/**
 * Create the document unless one matching `where` exists. Existing documents are left as they are,
 * so running the seed again neither duplicates records nor undoes what editors changed.
 */
export async function createIfMissing<TSlug extends CollectionSlug>(
  payload: Payload,
  collection: TSlug,
  where: Where,
  data: RequiredDataFromCollectionSlug<TSlug>,
): Promise<{ id: number | string; created: boolean }> {
  const existing = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  if (existing.docs[0]) return { id: existing.docs[0].id, created: false }
  // Seeded content is live: documents with drafts are created published unless `data` says otherwise.
  const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
  const doc = await payload.create({
    collection,
    data: drafts ? { _status: 'published', ...data } : data,
    overrideAccess: true,
    depth: 0,
  })
  return { id: doc.id, created: true }
}
