import type { Page } from '../../../cms/src/payload-types'

type PageSeed = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>

export const homePage: PageSeed = {
  path: '/',
  title: 'SAP Business One partner for growing UK businesses',
  meta: {
    title: 'SAP Business One Partner UK | Clearpath B1',
    description:
      'Implementation, cloud hosting, extensions and support for SAP Business One, from a UK partner trusted by growing manufacturers, distributors and service firms.',
  },
  blocks: [
    {
      blockType: 'hero',
      eyebrow: 'SAP Business One: 80,000+ businesses trust us',
      heading: 'Empowering Business Growth with SAP Business One',
      subheading:
        'One system for finance, sales, stock and production, implemented in 8-12 weeks, hosted at 99.995% uptime and supported by people who know your business.',
      primary_cta: { label: 'Get in Touch', href: '/contact' },
      secondary_cta: { label: 'Explore SAP Business One', href: '/sap-business-one' },
      scroll_button_label: 'Start Your Journey',
      show_award: true,
    },
  ],
}
