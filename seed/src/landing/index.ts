import type { Payload } from 'payload'

import { groupCompaniesBlocks } from './group-companies'

type LandingSeed = { slug: string; title: string; description: string; template: 'group-companies' | 'service-hours'; blocks: typeof groupCompaniesBlocks }

const landingPages: LandingSeed[] = [
  {
    slug: 'group-companies-sap-business-one-aws',
    title: 'SAP Business One for Multi-Site Manufacturing Groups',
    description: 'Campaign page for multi-subsidiary industrial groups: SAP Business One on AWS.',
    template: 'group-companies',
    blocks: groupCompaniesBlocks,
  },
  {
    slug: 'sap-business-one-service-hours',
    title: 'SAP Business One Service Hours',
    description: 'Campaign page for pre-paid service-hour bundles; shows the /service-hours page.',
    template: 'service-hours',
    // The service-hours template renders the /service-hours page's blocks.
    blocks: [],
  },
]

/**
 * The campaign landing pages this app has templates for. A page that already exists (for example
 * from the contract seed) keeps its settings; only empty blocks are filled, so editors' work stays.
 */
export async function seedLandingPages(payload: Payload): Promise<void> {
  for (const page of landingPages) {
    const { docs } = await payload.find({ collection: 'landing-pages', where: { slug: { equals: page.slug } }, limit: 1, depth: 0, overrideAccess: true })
    const existing = docs[0]
    if (!existing) {
      await payload.create({ collection: 'landing-pages', overrideAccess: true, data: { ...page, is_active: true, created_by: 'Clearpath B1' } })
    } else if (page.blocks.length > 0 && !existing.blocks?.length) {
      await payload.update({ collection: 'landing-pages', id: existing.id, overrideAccess: true, data: { blocks: page.blocks } })
    }
  }
}
