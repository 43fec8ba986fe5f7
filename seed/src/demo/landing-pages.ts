import type { Payload } from 'payload'

import type { LandingPage } from '@b1/cms/shared/payload-types'
import { createIfMissing } from '../create-if-missing'

export const LANDING_PAGES: Array<Omit<LandingPage, 'id' | 'createdAt' | 'updatedAt'>> = [
  {
    slug: 'group-companies-sap-business-one-aws',
    title: 'SAP Business One for Multi-Site Manufacturing Groups',
    description:
      'One ERP across every subsidiary, hosted on AWS: consolidation, inter-company trading and shop-floor control.',
    template: 'group-companies',
    is_active: true,
    created_by: 'Site Administrator',
  },
  {
    slug: 'sap-business-one-service-hours',
    title: 'SAP Business One Service Hours',
    description: 'Pre-paid consultancy and support hours at up to 18% below the pay-as-you-go rate.',
    template: 'service-hours',
    // A paid-campaign page: the focused layout keeps visitors on the pricing and its calls to action.
    layout: 'focused',
    is_active: true,
    created_by: 'Site Administrator',
  },
  {
    slug: 'spring-roadshow-2026',
    title: 'Spring Roadshow 2026',
    description: 'Half-day SAP Business One briefings in Manchester, Birmingham and London. Registration has closed.',
    template: 'none',
    is_active: false,
    created_by: 'Priya Shah',
  },
]

export async function seedLandingPages(payload: Payload): Promise<void> {
  for (const page of LANDING_PAGES)
    await createIfMissing(payload, 'landing-pages', { slug: { equals: page.slug } }, page)
}
