import { cards, hero, page, split } from './block-builders'
import { closingCta, customerStories, partners } from './shared'

export const homePage = page(
  '/',
  'SAP Business One partner for growing UK businesses',
  'Implementation, cloud hosting, extensions and support for SAP Business One from a UK partner trusted by manufacturers, distributors and service firms.',
  [
    hero(
      'Empowering Business Growth with SAP Business One',
      'One system for finance, sales, stock and production, implemented in 8-12 weeks, hosted at 99.995% uptime and supported by people who know your business.',
      {
        size: 'home',
        award: true,
        scroll: 'Start Your Journey',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Explore SAP Business One', href: '/sap-business-one' },
        highlights: ['SAP Premier Partner', '500+ implementations', '4.9/5 customer satisfaction'],
      },
    ),
    {
      blockType: 'stat-grid',
      source: 'content',
      eyebrow: 'By the numbers',
      heading: 'A platform and a partner with a track record',
      theme: 'light',
    },
    split({
      eyebrow: 'The platform',
      illustration: 'analytics',
      heading: 'One ERP instead of five disconnected tools',
      body: 'SAP Business One brings accounting, sales, purchasing, inventory, production and reporting into a single database. Your team stops re-keying data between systems and starts working from the same numbers.',
      bullets: [
        'Real-time dashboards for cash, margin and stock',
        'Runs in 170 countries and 28 languages, so it grows with you abroad',
        'Scales from 1 to 500+ users without a change of system',
        'Two upgrades a year, funded by SAP’s EUR 5.7bn+ annual R&D',
      ],
      icon: 'LayoutDashboard',
      value: '80,000+',
      label: 'businesses run SAP Business One worldwide',
      link: { label: 'Explore SAP Business One', href: '/sap-business-one' },
      theme: 'muted',
    }),
    {
      blockType: 'product-grid',
      source: 'featured',
      anchor: 'extensions',
      eyebrow: 'Add-on products',
      heading: 'Extensions that fit your industry',
      intro:
        'Proven add-ons we implement, integrate and support alongside SAP Business One, so you get one partner and one point of contact.',
      link: { label: 'See all extensions', href: '/products' },
      theme: 'light',
    },
    cards(
      { eyebrow: 'Industries', heading: 'Shaped around the way your industry works', theme: 'muted' },
      [
        [
          'Factory',
          'Manufacturing',
          'MRP, production orders, shop-floor data and full batch traceability for make-to-order and make-to-stock.',
          '99% production accuracy',
        ],
        [
          'Warehouse',
          'Wholesale distribution',
          'Multi-warehouse stock, customer-specific pricing and scanning from goods-in to dispatch.',
          '10x faster fulfilment',
        ],
        [
          'Briefcase',
          'Professional services',
          'Projects, timesheets, resource plans and billing, with margin visible on every engagement.',
          '30% resource efficiency',
        ],
      ],
      {
        links: [
          { label: 'Explore manufacturing', href: '/sap-business-one/industries/manufacturing' },
          { label: 'Explore wholesale', href: '/sap-business-one/industries/wholesale' },
          { label: 'Explore professional services', href: '/sap-business-one/industries/professional-services' },
        ],
      },
    ),
    partners('light'),
    customerStories('muted'),
    closingCta(),
  ],
  'SAP Business One Partner UK for Growing Firms | Clearpath B1',
)
