import type { MetaDescriptor } from 'react-router'

export type SeoInput = { title?: string | null; description?: string | null; path: string; image?: string | null }

export const SITE_NAME = 'Clearpath B1'

/** Title, description, canonical URL and Open Graph tags for a page. */
export function seoMeta({ title, description, path, image }: SeoInput, origin = ''): MetaDescriptor[] {
  const fullTitle = title || SITE_NAME
  const url = `${origin}${path}`
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
  ]
  if (description) tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  if (image) tags.push({ property: 'og:image', content: `${origin}${image}` })
  return tags
}
