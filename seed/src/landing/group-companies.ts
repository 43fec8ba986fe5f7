import type { LandingPage } from '@b1/cms/shared/payload-types'
import { cards, ctaBanner, enquiry, faq, hero, split, stats } from '../pages/block-builders'

type Blocks = NonNullable<LandingPage['blocks']>

/** The multi-site manufacturing groups campaign page (SPEC §2), every section as an editable block. */
export const groupCompaniesBlocks: Blocks = [
  hero(
    'SAP Business One for Multi-Site Manufacturing Groups',
    'Run every subsidiary on one ERP: consolidated finance, inter-company trading without re-keying and production planning across sites, hosted on AWS at 99.995% uptime.',
    {
      eyebrow: 'SAP Business One on AWS for industrial groups',
      primary: { label: 'Book a 20-Minute Discovery Call', href: '#book' },
      secondary: { label: 'Send an enquiry', href: '#enquiry' },
      highlights: ['Template rollouts 40-50% faster', 'Results within 90 days', 'SAP Premier and AWS Advanced partner'],
    },
  ),
  stats([
    ['900+', 'Manufacturers worldwide run SAP Business One'],
    ['99.995%', 'Hosting uptime on AWS'],
    ['8-12 weeks', 'Typical implementation'],
    ['Up to 40%', 'Lower IT running costs'],
  ]),
  cards(
    {
      eyebrow: 'Built for groups',
      heading: 'One system across every company in the group',
      intro:
        'Each subsidiary keeps its own books, currency and local rules, while the group sees one version of the truth.',
    },
    [
      [
        'ChartPie',
        'Consolidated reporting',
        'Group P&L, balance sheet and cash position in minutes, not at month-end.',
      ],
      [
        'ArrowLeftRight',
        'Automated inter-company trading',
        'A sales order in one company creates the matching purchase order in the other.',
      ],
      [
        'Database',
        'Shared master data',
        'Items, customers and suppliers maintained once and synchronised to every company.',
      ],
      ['Landmark', 'Local compliance', 'Multi-currency, VAT and statutory reporting for each country you trade in.'],
      ['Cloud', 'Central IT on AWS', 'One hosted platform for every site, with backups, security and monitoring 24x7.'],
      ['Rocket', 'Repeatable rollouts', 'A group template makes each new subsidiary 40-50% faster to bring live.'],
    ],
  ),
  cards({ eyebrow: 'Why Clearpath B1', heading: 'Six reasons groups choose us', theme: 'muted' }, [
    ['Award', 'SAP Premier partner', 'The highest SAP partner level, with 20 SAP awards to our name.'],
    ['Cloud', 'AWS Advanced partner', 'Hosting designed and run by certified AWS engineers.'],
    [
      'Factory',
      'Manufacturing specialists',
      'Over 15 years implementing SAP Business One for makers and distributors.',
    ],
    [
      'BadgeCheck',
      '500+ implementations',
      'A delivery method refined on hundreds of projects, single-site and multi-site.',
    ],
    ['Headphones', 'Fast, local support', 'Under 2 hours average response for critical issues, from a UK-based team.'],
    ['Users', 'One accountable team', 'Licences, implementation, hosting and support from a single partner.'],
  ]),
  split({
    eyebrow: 'Case study',
    illustration: 'administration',
    heading: 'Five companies, one month-end',
    body: 'A UK engineering group had grown by acquisition to five subsidiaries on four different systems. Month-end took three weeks of spreadsheets. We rolled out one SAP Business One template on AWS, company by company, with inter-company trading switched on from day one.',
    bullets: [
      'Group close cut from three weeks to four days',
      'Inter-company invoices created automatically',
      'Each new subsidiary live within a quarter',
    ],
    icon: 'Building2',
    // £13,000 in a first quarter is Northgate Distribution's saving elsewhere on the site, not this group's.
    value: '40-50%',
    label: 'faster rollouts with one group template',
  }),
  {
    blockType: 'quote',
    quote:
      'For the first time, I can see the whole group on one screen. Inter-company reconciliations that used to take days simply do not exist any more.',
    author: 'Group Finance Director',
    company: 'UK engineering group',
    result: 'Template rollouts 40-50% faster',
    theme: 'dark',
  },
  split({
    eyebrow: 'Analytics',
    illustration: 'analytics',
    heading: 'Group-wide analytics, live',
    body: 'Dashboards built on SAP HANA analytics show margin, output and stock across every site, with drill-down to the document behind each number.',
    bullets: [
      'Role-based dashboards for directors and plant managers',
      'Compare sites side by side',
      'Excel-friendly reports without exports',
    ],
    icon: 'ChartColumn',
    value: '1 view',
    label: 'of every company in the group',
    left: true,
  }),
  split({
    eyebrow: 'Finance',
    illustration: 'finance',
    heading: 'Finance that closes faster',
    body: 'Shared charts of accounts, automatic eliminations and multi-currency revaluation turn the group close into a routine, not a project.',
    bullets: [
      'Consolidation across currencies',
      'Making Tax Digital ready',
      'Budgets and cash-flow forecasts per company',
    ],
    icon: 'Banknote',
    value: '4 days',
    label: 'typical group close after go-live',
    theme: 'muted',
  }),
  split({
    eyebrow: 'Production and MRP',
    illustration: 'production',
    heading: 'Plan production across every plant',
    body: 'MRP sees demand and capacity across the group, so work can move to the site with the capacity, and materials are bought once at group volumes.',
    bullets: [
      'Multi-level bills of materials and routings',
      'Finite capacity scheduling with shop-floor data',
      'Batch and serial traceability end to end',
    ],
    icon: 'Factory',
    value: '99%',
    label: 'production accuracy',
    left: true,
  }),
  cards(
    {
      eyebrow: 'Extensions',
      heading: 'Add what your sites need',
      intro: 'Certified extensions that plug into SAP Business One for the work manufacturers do every day.',
      theme: 'muted',
    },
    [
      ['Factory', 'Beas Manufacturing', 'Shop-floor manufacturing add-on: routings, work orders and time capture.'],
      ['Network', 'B1 InterCompany', 'Inter-company add-on that mirrors transactions and syncs master data.'],
      ['Warehouse', 'Produmex WMS', 'Warehouse management with scanning, picking and location control.'],
      [
        'ShoppingCart',
        'AI eCommerce',
        'B2B and B2C web shops that read stock and prices straight from SAP Business One.',
      ],
      [
        'MousePointerClick',
        'B1 Usability Package',
        'Usability package that removes clicks and automates routine steps.',
      ],
      ['Workflow', 'BPA Platform', 'Process automation platform for integrations, reports and alerts.'],
    ],
    {
      links: [
        { label: 'Explore Beas', href: '/products/beas-manufacturing' },
        { label: 'Explore B1 InterCompany', href: '/products/b1-intercompany' },
        { label: 'Explore Produmex WMS', href: '/products/produmex-wms' },
        { label: 'Explore AI eCommerce', href: '/products/ai-ecommerce' },
        { label: 'Explore the package', href: '/products/b1-usability-package' },
        { label: 'Explore BPA Platform', href: '/products/bpa-platform' },
      ],
    },
  ),
  cards(
    { eyebrow: 'Sectors', heading: 'Groups we know well' },
    [
      ['Cog', 'Industrial machinery', 'Engineer-to-order and configure-to-order across assembly plants.'],
      ['Package', 'Food and drink', 'Recipes, batch traceability and shelf-life control across sites.'],
      ['Boxes', 'Plastics and packaging', 'High-volume runs, tooling and multi-site capacity planning.'],
      ['Wrench', 'Metal fabrication', 'Cutting lists, subcontract operations and job costing per site.'],
    ],
    { columns: '4' },
  ),
  {
    ...enquiry(
      'SAP Business One',
      'blue-600',
      'Talk to us about your group',
      'Tell us a little about your companies and a manufacturing consultant will call you back within one business day.',
    ),
    anchor: 'enquiry',
    ask_subsidiaries: true,
    button_label: 'Request a call back',
  },
  faq({ anchor: 'faqs', eyebrow: 'FAQs', heading: 'Questions groups ask us' }, [
    [
      'Can each subsidiary keep its own currency and tax rules?',
      'Yes. Each company is a separate database with its own currency, chart of accounts and local tax settings, consolidated at group level.',
    ],
    [
      'How long does a multi-company rollout take?',
      'The first company typically goes live in 8-12 weeks; with a group template, each further subsidiary is 40-50% faster.',
    ],
    [
      'Do we need our own servers?',
      'No. We host SAP Business One on AWS, with 24x7 monitoring, backups and a 99.995% uptime target.',
    ],
    [
      'Can we start with one site?',
      'Yes. Many groups pilot with one company, then roll the template out once it has proved itself.',
    ],
    [
      'What does the discovery call cover?',
      'A free 20-minute call about your group structure, systems and goals, with honest advice on next steps.',
    ],
  ]),
  ctaBanner(
    'Ready to run the group on one system?',
    'Book a discovery call and see how SAP Business One brings your subsidiaries together.',
    {
      label: 'Get in Touch Today',
      href: '/contact',
    },
  ),
]
