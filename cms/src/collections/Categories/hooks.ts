import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** A category still used by posts stays (409), whichever path tries to delete it. */
export const refuseDeletingUsedCategory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'posts',
    where: { category: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      `This category is used by ${totalDocs} post${totalDocs === 1 ? '' : 's'}. Move or delete ${totalDocs === 1 ? 'it' : 'them'} first.`,
      409,
      undefined,
      true,
    )
}
