import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug, type PayloadRequest } from 'payload'

/** How many documents of `collection` point at `id` through `field`, read in the request's transaction. */
export const countReferences = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  field: string,
  id: number | string,
) => (await req.payload.count({ collection, where: { [field]: { equals: id } }, overrideAccess: true, req })).totalDocs

/**
 * A document others still point at stays, with a 409 that says what to do. On SQLite a foreign key
 * would fail the delete with a database error or quietly clear the reference; MongoDB would keep a
 * dangling id. This gives both adapters the same answer, from every entry point (/admin, REST, the contract).
 */
export const refuseDeletingInUse =
  (by: CollectionSlug, field: string, message: (count: number) => string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const count = await countReferences(req, by, field, id)
    if (count > 0) throw new APIError(message(count), 409, undefined, true)
  }
