/** Collections a link (a menu, footer or block link, or a rich-text link) can point at. */
export const LINKABLE_COLLECTIONS = ['pages', 'posts', 'products'] as const
export type Linkable = (typeof LINKABLE_COLLECTIONS)[number]

export const isLinkable = (value: unknown): value is Linkable => LINKABLE_COLLECTIONS.includes(value as Linkable)

/** The site address of a page, article or extension document, or null while it has none. */
export function documentPath(collection: Linkable, doc: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof doc[key] === 'string' && doc[key] ? (doc[key] as string) : null)
  if (collection === 'pages') return text('path')
  const slug = text('slug')
  if (!slug) return null
  return collection === 'posts' ? `/blog/${slug}` : `/products/${slug}`
}
