import type { Payload } from 'payload'

import { renderOgImage } from '@b1/cms/entry'

import type { PageSeed } from './pages/block-builders'

/** The seeded share image is found again by its alt text, so a second seed run reuses it. */
export const SHARE_IMAGE_ALT = 'Clearpath B1: SAP Business One partner for growing UK businesses'

/**
 * The image social networks show for a seeded page (the SEO plugin's "image" check), drawn like the
 * site's generated previews: 1200 × 630 PNG. Created once; marketers replace it per page.
 */
export async function seedShareImage(payload: Payload): Promise<number | string> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { alt: { equals: SHARE_IMAGE_ALT } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  const data = await renderOgImage({
    title: 'SAP Business One partner for growing UK businesses',
    eyebrow: 'Implementation · Cloud hosting · Support',
  })
  const doc = await payload.create({
    collection: 'media',
    data: { alt: SHARE_IMAGE_ALT },
    file: { data, mimetype: 'image/png', name: 'clearpath-b1-share.png', size: data.length },
    overrideAccess: true,
    depth: 0,
  })
  return doc.id
}

/** A seeded page with the share image as its SEO image, unless the page names its own. */
export const withShareImage = (page: PageSeed, image: number | string): PageSeed => ({
  ...page,
  meta: { ...page.meta, image: page.meta?.image ?? (image as number) },
})
