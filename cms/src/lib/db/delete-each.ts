import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/**
 * Deletes every document that matches, one after another in the caller's transaction. Payload's
 * delete-by-query deletes its documents in parallel, which one MongoDB transaction cannot: the adapter
 * reports the clash per document, Payload returns it in `errors`, and the rest stay behind.
 */
export async function deleteEach(req: PayloadRequest, collection: CollectionSlug, where: Where): Promise<number> {
  const { docs } = await req.payload.find({
    collection,
    where,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  for (const doc of docs) await req.payload.delete({ collection, id: doc.id, overrideAccess: true, req })
  return docs.length
}
