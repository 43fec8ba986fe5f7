import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { counted } from '../../shared/counted'

/**
 * A category still used by posts stays. Posts require a category: on SQLite the foreign key would
 * fail the delete with a database error, on MongoDB the posts would keep a dangling id. This hook
 * gives both adapters the same answer, from every entry point (/admin, REST, the contract).
 */
export const refuseDeletingUsedCategory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'posts',
    where: { category: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    const them = totalDocs === 1 ? 'it' : 'them'
    throw new APIError(
      `This category is used by ${counted(totalDocs, 'post')}. Move or delete ${them} first.`,
      409,
      undefined,
      true,
    )
  }
}
