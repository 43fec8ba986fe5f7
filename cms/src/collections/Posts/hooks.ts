import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'

import { slugify, uniqueSlug } from '../../lib/slugify'
import type { Post } from '../../payload-types'

/** A post's slug comes from its title unless an editor set one, and stays unique. */
export const fillSlugFromTitle: CollectionBeforeValidateHook<Post> = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const wanted = slugify(data.slug || originalDoc?.slug || data.title || '')
  if (!wanted) return data
  const slug = await uniqueSlug(wanted, async (candidate) => {
    const { docs } = await req.payload.find({
      collection: 'posts',
      where: { slug: { equals: candidate } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return docs.length > 0 && docs[0].id !== originalDoc?.id
  })
  return { ...data, slug }
}

/** `published_at` is set the first time a post is published, and kept after that. */
export const stampPublishedAt: CollectionBeforeChangeHook<Post> = ({ data, originalDoc }) => {
  if (data.status === 'published' && !data.published_at && !originalDoc?.published_at) {
    return { ...data, published_at: new Date().toISOString() }
  }
  return data
}
