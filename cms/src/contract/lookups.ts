import type { CollectionSlug, DataFromCollectionSlug, PayloadRequest } from 'payload'

import { HttpError } from './http'

export { asId } from './http'

/** A document by id (access already checked by the caller), or a 404 with `notFound`. */
export async function findOr404<S extends CollectionSlug>(
  req: PayloadRequest,
  collection: S,
  id: number | string,
  notFound: string,
  depth = 0,
): Promise<DataFromCollectionSlug<S>> {
  const doc = await req.payload.findByID({ collection, id, depth, overrideAccess: true, disableErrors: true, req })
  if (!doc) throw new HttpError(404, notFound)
  return doc as DataFromCollectionSlug<S>
}

/** Case-insensitive match on a name field among a small collection (categories, job roles). */
export async function findByName<S extends 'categories' | 'job-roles'>(
  req: PayloadRequest,
  collection: S,
  name: string,
): Promise<DataFromCollectionSlug<S> | undefined> {
  const { docs } = await req.payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, req })
  const wanted = name.trim().toLowerCase()
  return (docs as Array<DataFromCollectionSlug<S> & { name: string }>).find(
    (doc) => doc.name.trim().toLowerCase() === wanted,
  )
}
