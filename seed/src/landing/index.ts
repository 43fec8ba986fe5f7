import type { Payload } from 'payload'

import { groupCompaniesBlocks } from './group-companies'

/** Landing-page blocks by slug. The records themselves come from the demo seed (seed/src/demo/landing-pages.ts). */
const landingBlocks = [
  // The campaign layout (issue 26): logo, one call to action, the form beside the hero, legal footer.
  { slug: 'group-companies-sap-business-one-aws', blocks: groupCompaniesBlocks, layout: 'focused' as const },
]

/**
 * Gives each landing page its initial sections. Only a page with no blocks yet is filled, so a second
 * run, or an editor's changes, are left alone. (The service-hours template shows the /service-hours page.)
 */
export async function seedLandingBlocks(payload: Payload): Promise<void> {
  for (const { slug, blocks, layout } of landingBlocks) {
    const { docs } = await payload.find({
      collection: 'landing-pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const page = docs[0]
    if (page && !page.blocks?.length)
      await payload.update({
        collection: 'landing-pages',
        id: page.id,
        overrideAccess: true,
        data: { blocks, layout, _status: 'published' },
      })
  }
}
