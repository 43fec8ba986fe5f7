import type { CollectionBeforeValidateHook, CollectionSlug, Validate } from 'payload'

import { slugify, uniqueSlug } from '../../lib/content/slugify'

type Addressed = { title?: unknown; path?: unknown; slug?: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * A new page, post or landing page gets its address from its title on the first save that has one:
 * `path` "/winter-webinar" for a page, `slug` "winter-webinar" otherwise, made unique with "-2", "-3", ….
 * The address is then kept when the title changes; the editor may change it. A slug an editor types is
 * put in slug form and kept unique; a page path an editor types (any depth) is left to its validation.
 */
export const addressFromTitle =
  (collection: CollectionSlug, field: 'path' | 'slug'): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req }) => {
    if (!data) return data
    const doc = data as Addressed
    const kept = text(doc[field]) || text((originalDoc as Addressed | undefined)?.[field])
    if (field === 'path' && kept) return data
    const base = slugify(kept || text(doc.title))
    if (!base) return data
    const address = (slug: string) => (field === 'path' ? `/${slug}` : slug)
    // Checked where the unique index is: the documents themselves, not their draft versions.
    const slug = await uniqueSlug(base, async (candidate) => {
      const { docs } = await req.payload.find({
        collection,
        where: { [field]: { equals: address(candidate) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      return docs.length > 0 && docs[0].id !== originalDoc?.id
    })
    return { ...data, [field]: address(slug) }
  }

/**
 * An address field's rule that lets it stay blank while the document has a title, in the admin's
 * form as on the server: `addressFromTitle` fills it in before the server validates.
 */
export const blankWhileTitled =
  (rule: (value: unknown) => true | string): Validate =>
  (value, { data }) =>
    (!value && Boolean(text((data as Addressed | undefined)?.title).trim())) || rule(value)
