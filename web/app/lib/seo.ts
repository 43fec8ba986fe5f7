import type { MetaDescriptor } from 'react-router'

import type { Media, Page } from '@shared/payload-types'

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
  if (description)
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  if (image) tags.push({ property: 'og:image', content: `${origin}${image}` })
  return tags
}

/** The SEO fields an editor set on a page (plugin-seo), with the page title as fallback. */
export function pageSeo(page: Pick<Page, 'title' | 'path' | 'meta'>): SeoInput {
  const image = page.meta?.image && typeof page.meta.image === 'object' ? (page.meta.image as Media).url : null
  return {
    title: page.meta?.title || `${page.title} | ${SITE_NAME}`,
    description: page.meta?.description,
    path: page.path,
    image,
  }
}
