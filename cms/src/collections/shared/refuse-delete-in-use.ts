import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

/**
 * A document others still point at stays, with a 409 that says what to do. On SQLite a foreign key
 * would fail the delete with a database error or quietly clear the reference; MongoDB would keep a
 * dangling id. This gives both adapters the same answer, from every entry point (/admin, REST, the contract).
 */
export const refuseDeletingInUse =
  (by: CollectionSlug, field: string, message: (count: number) => string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({
      collection: by,
      where: { [field]: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw new APIError(message(totalDocs), 409, undefined, true)
  }
