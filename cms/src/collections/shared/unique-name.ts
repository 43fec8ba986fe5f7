import { APIError, type CollectionBeforeValidateHook } from 'payload'

/**
 * Names unique regardless of case and surrounding spaces ("ERP" and " erp " are one name), on every
 * path: the admin, Payload REST and the contract. 409 with the contract's wording.
 */
export const uniqueNameIgnoringCase =
  (
    collection: 'categories' | 'job-roles' | 'authors' | 'outcome-reasons',
    label: string,
  ): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req }) => {
    const name = typeof data?.name === 'string' ? data.name.trim() : undefined
    if (!name) return data
    const { docs } = await req.payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, req })
    const wanted = name.toLowerCase()
    const clash = docs.find((doc) => doc.id !== originalDoc?.id && doc.name.trim().toLowerCase() === wanted)
    if (clash)
      throw new APIError(
        `A ${label} named "${name}" already exists.`,
        409,
        { fields: { name: 'Already exists' } },
        true,
      )
    return { ...data, name }
  }
