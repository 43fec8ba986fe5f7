import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { Payload } from 'payload'

import type { PageSeed } from './pages/block-builders'

// Found through the package, not this file: the built server runs the seed bundled into cms/dist.
const MEDIA_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@b1/seed')), '../media')

/** Original pictures drawn for the seed (seed/media), found again by alt text so a second run reuses them. */
const PICTURES = {
  team: { file: 'team-meeting.jpg', alt: 'Clearpath consultants planning a go-live with a client team' },
  warehouse: { file: 'warehouse-aisle.jpg', alt: 'A warehouse aisle of racking, stock counted by barcode' },
  office: { file: 'manchester-office.jpg', alt: 'The Clearpath B1 head office at dusk' },
  goldLogo: { file: 'gold-partner.svg', alt: 'Gold partner badge' },
} as const

export type SeedPictures = Record<keyof typeof PICTURES, number>

const MIME: Record<string, string> = { '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' }

async function findOrUpload(payload: Payload, file: string, alt: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { alt: { equals: alt } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  const data = await readFile(path.join(MEDIA_DIR, file))
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: MIME[path.extname(file)]!, name: file, size: data.length },
    overrideAccess: true,
    depth: 0,
  })
  return doc.id
}

/** Uploads the seed's photos and logo once (the SVG passes the media library's sanitiser like any upload). */
export async function seedPictures(payload: Payload): Promise<SeedPictures> {
  const ids = {} as SeedPictures
  for (const [key, { file, alt }] of Object.entries(PICTURES))
    ids[key as keyof SeedPictures] = await findOrUpload(payload, file, alt)
  return ids
}

/** The hero photos of the seeded pages (in place of a drawing: see web/app/components/art/choose.ts). */
const HERO_PHOTOS: Record<string, keyof SeedPictures> = {
  '/about': 'team',
  '/experience': 'warehouse',
  '/contact': 'office',
}

/** The partner (Partners block) and badge (site settings) names that show the seeded logo. */
export const GOLD_LOGO_NAMES = new Set(['Add-on vendors', 'Gold partner'])

/** A page seed with its hero photo and partner logos. */
export function withPictures(page: PageSeed, pictures: SeedPictures): PageSeed {
  const photo = HERO_PHOTOS[page.path]
  return {
    ...page,
    blocks: page.blocks?.map((block) => {
      if (block.blockType === 'hero' && photo) return { ...block, image: pictures[photo] }
      if (block.blockType === 'partners')
        return {
          ...block,
          items: block.items.map((item) =>
            GOLD_LOGO_NAMES.has(item.name) ? { ...item, logo: pictures.goldLogo } : item,
          ),
        }
      return block
    }),
  }
}
