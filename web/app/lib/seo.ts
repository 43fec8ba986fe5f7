import type { MetaDescriptor } from 'react-router'

import { OG_IMAGE_SIZE, ogImagePath } from '@shared/og'
import type { Media, Page } from '@shared/payload-types'

export type SeoInput = {
  title?: string | null
  description?: string | null
  path: string
  /** An image a marketer chose (SEO meta image); without one the server makes the page's own. */
  image?: string | null
  /** The page's last update: versions the generated image's address so it can be cached for good. */
  version?: string | null
}

export const SITE_NAME = 'Clearpath B1'

/** Title, description, canonical URL, Open Graph and Twitter card tags for a page. */
export function seoMeta({ title, description, path, image, version }: SeoInput, origin = ''): MetaDescriptor[] {
  const fullTitle = title || SITE_NAME
  const url = `${origin}${path}`
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
  ]
  if (description)
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    )
  const imageUrl = `${origin}${image || ogImagePath(path, version)}`
  tags.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl })
  if (!image)
    tags.push(
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    )
  return tags
}

/** The SEO fields an editor set on a page (plugin-seo), with the page title as fallback. */
export function pageSeo(page: Pick<Page, 'title' | 'path' | 'meta' | 'updatedAt'>): SeoInput {
  const image = page.meta?.image && typeof page.meta.image === 'object' ? (page.meta.image as Media).url : null
  return {
    title: page.meta?.title || `${page.title} | ${SITE_NAME}`,
    description: page.meta?.description,
    path: page.path,
    image,
    version: page.updatedAt,
  }
}
