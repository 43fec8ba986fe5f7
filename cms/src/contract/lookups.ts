import type { CollectionSlug, DataFromCollectionSlug, PayloadRequest } from 'payload'

import { mediaFilenameFromUrl } from '../lib/content/media-url'
import { HttpError, idParam } from './http'

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

/**
 * For the `prepare` step of a call on one document (`/:id`): the id from the path and the document,
 * or the 404 callers get even when their body is also wrong. Call it from an inline arrow,
 * `prepare: (req) => existingDoc(req, ...)`: TypeScript infers the prepared value for the handler
 * only from a context-sensitive function in the registration, not from a value a factory returns
 * (that left it `undefined`).
 */
export async function existingDoc<S extends CollectionSlug>(
  req: PayloadRequest,
  collection: S,
  notFound: string,
): Promise<{ id: number | string; existing: DataFromCollectionSlug<S> }> {
  const id = idParam(req, notFound)
  return { id, existing: await findOr404(req, collection, id, notFound) }
}

/** Case-insensitive match on a name field among a small collection (categories, job roles, authors). */
export async function findByName<S extends 'categories' | 'job-roles' | 'authors'>(
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

/** The user with this e-mail (stored in lower case), or undefined. */
export async function userByEmail(req: PayloadRequest, email: string) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

export const NOT_IN_MEDIA_LIBRARY =
  'Featured image must be an image uploaded to the media library (a /media/ path from the upload endpoint)'

/**
 * The media document behind a contract image URL (`/media/<file>`, also a full URL on this site),
 * null for no image, or a 400 naming the field when no uploaded image has that address.
 */
export async function mediaIdFromUrl(
  req: PayloadRequest,
  url: string | null | undefined,
  field: string,
): Promise<number | null> {
  if (!url) return null
  const filename = mediaFilenameFromUrl(url)
  const { docs } = filename
    ? await req.payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  if (!docs[0]) throw new HttpError(400, NOT_IN_MEDIA_LIBRARY, { [field]: NOT_IN_MEDIA_LIBRARY })
  return docs[0].id as number
}
