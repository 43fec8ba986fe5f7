import type { Payload } from 'payload'

import type { HeroBlock, Page } from '../shared/payload-types'

/** What a page's social preview shows, and the version that keys its cache. */
export type OgContent = { title: string; eyebrow: string; version: string }

const SECTION_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['/sap-business-one/industries', 'Industries'],
  ['/sap-business-one/for', 'For leaders'],
  ['/sap-business-one', 'SAP Business One'],
  ['/products', 'SAP B1 Extensions'],
  ['/services', 'Services'],
  ['/cloud-hosting', 'Cloud hosting'],
  ['/service-hours', 'Service hours'],
]

/** The small label above the title: the hero's eyebrow, else the section of the site the path is in. */
export function eyebrowFor(path: string, heroEyebrow?: string | null): string {
  if (heroEyebrow) return heroEyebrow
  return SECTION_LABELS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? 'Clearpath B1'
}

const heroOf = (page: Pick<Page, 'blocks'>) =>
  page.blocks?.find((block): block is HeroBlock & { blockType: 'hero' } => block.blockType === 'hero')

/**
 * The published page, post or active landing page at a path, or null: only what the public can
 * see gets a picture, so the route cannot be used to render arbitrary text.
 */
export async function findOgContent(payload: Payload, path: string): Promise<OgContent | null> {
  const blogPost = /^\/blog\/([^/]+)$/.exec(path)
  if (blogPost) {
    const { docs } = await payload.find({
      collection: 'posts',
      // Read as the public: access rules let through published posts only.
      where: { slug: { equals: blogPost[1] } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    const post = docs[0]
    if (!post) return null
    const category = typeof post.category === 'object' && post.category ? post.category.name : null
    return { title: post.title, eyebrow: category ? `Blog · ${category}` : 'Blog', version: post.updatedAt }
  }
  const landing = /^\/landing\/([^/]+)$/.exec(path)
  if (landing) {
    const { docs } = await payload.find({
      collection: 'landing-pages',
      // Read as the public: access rules let through active, published pages only (never a draft).
      where: { slug: { equals: landing[1] } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return null
    const hero = heroOf(doc)
    return { title: hero?.heading || doc.title, eyebrow: eyebrowFor(path, hero?.eyebrow), version: doc.updatedAt }
  }
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const page = docs[0]
  if (!page) return null
  const hero = heroOf(page)
  return { title: hero?.heading || page.title, eyebrow: eyebrowFor(path, hero?.eyebrow), version: page.updatedAt }
}
