import type { CollectionBeforeChangeHook } from 'payload'

import { richTextToHtml, richTextToText } from '../../lib/content/richtext'
import type { Post } from '../../shared/payload-types'
import { relationId } from '../shared/relations'

/** `published_at` is set the first time a post is published, and kept after that. */
export const stampPublishedAt: CollectionBeforeChangeHook<Post> = ({ data, originalDoc }) => {
  if (data._status === 'published' && !data.published_at && !originalDoc?.published_at) {
    return { ...data, published_at: new Date().toISOString() }
  }
  return data
}

/**
 * The featured image is the share image unless an editor chose another: it fills an empty SEO image
 * and follows a new featured image while the two were the same.
 */
export const shareFeaturedImage: CollectionBeforeChangeHook<Post> = ({ data, originalDoc }) => {
  const featured = relationId(data.featured_image ?? originalDoc?.featured_image)
  if (featured == null) return data
  const meta = { ...originalDoc?.meta, ...data.meta }
  const shared = relationId(meta.image)
  if (shared != null && shared !== relationId(originalDoc?.featured_image)) return data
  return { ...data, meta: { ...meta, image: featured as Post['featured_image'] } }
}

/**
 * `content_text` keeps the portal's plain text verbatim. When the rich text changes without a new
 * text (an edit in the admin), the text is rebuilt from the rich text so the two never disagree.
 */
export const syncContentText: CollectionBeforeChangeHook<Post> = async ({ data, originalDoc, req }) => {
  if (data.content === undefined) return data
  const textGiven = typeof data.content_text === 'string' && data.content_text !== originalDoc?.content_text
  const contentChanged = !originalDoc || JSON.stringify(data.content) !== JSON.stringify(originalDoc.content)
  if (textGiven || !contentChanged) return data
  return { ...data, content_text: await richTextToText(data.content, req.payload.config) }
}

/** `content_html` is derived from the rich text once per saved version, so a page view never converts it. */
export const renderContentHtml: CollectionBeforeChangeHook<Post> = async ({ data, originalDoc, req }) => {
  const content = data.content ?? originalDoc?.content
  const unchanged = data.content === undefined && typeof originalDoc?.content_html === 'string'
  if (unchanged) return data
  return { ...data, content_html: await richTextToHtml(content, req) }
}
