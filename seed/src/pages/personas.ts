import { cards, enquiry, hero, page, personaLinks, stats, type Card, type SeedBlock } from './block-builders'
import { QUOTES } from './shared'

type Persona = {
  slug: string
  title: string
  description: string
  heading: string
  subheading: string
  stats: Array<[string, string]>
  cardsHeading: string
  cards: Card[]
  color: 'blue-600' | 'green-600' | 'indigo-600' | 'teal-600' | 'orange-600'
  ctaHeadline: string
  ctaDescription: string
  extra?: SeedBlock[]
  /** The browser title, when "SAP Business One for <title> | Clearpath B1" is outside the SEO plugin's 50–60 characters. */
  seoTitle?: string
}

const personaPage = (p: Persona) =>
  page(
    `/sap-business-one/for/${p.slug}`,
    `SAP Business One for ${p.title}`,
    p.description,
    [
      hero(p.heading, p.subheading, {
        eyebrow: `For ${p.title}`,
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Explore SAP Business One', href: '/sap-business-one' },
      }),
      stats(p.stats),
      ...(p.extra ?? []),
      cards({ eyebrow: `What ${p.title.toLowerCase()} get`, heading: p.cardsHeading }, p.cards),
      personaLinks(),
      enquiry('SAP Business One', p.color, p.ctaHeadline, p.ctaDescription),
    ],
    p.seoTitle,
  )

const managingDirectors = personaPage({
  slug: 'managing-directors',
  title: 'Managing Directors',
  description:
    'How SAP Business One gives managing directors one trusted view of sales, cash, stock and people, and room to grow.',
  heading: 'Run the Whole Business from One Set of Numbers',
  subheading:
    'Stop stitching reports together before every board meeting. SAP Business One shows you sales, margin, cash and stock in real time, across every site and company.',
  stats: [
    ['80,000+', 'businesses run SAP Business One'],
    ['90 days', 'to measurable results'],
    ['Up to 40%', 'lower IT costs in the cloud'],
    ['4.9/5', 'customer satisfaction'],
  ],
  extra: [
    {
      blockType: 'problems',
      eyebrow: 'The view from the top',
      heading: 'What keeps managing directors up at night',
      theme: 'light',
      items: [
        {
          title: 'Decisions made on last month’s numbers',
          description: 'By the time the management accounts arrive, the moment to act has passed.',
        },
        {
          title: 'Growth that adds cost faster than profit',
          description: 'Every new customer or site means more people doing manual admin.',
        },
        {
          title: 'Key knowledge in a few heads',
          description: 'When one person is on holiday, quoting, ordering or reporting slows down.',
        },
        {
          title: 'Systems that will not survive the next step',
          description: 'Acquisitions, exports or a new site expose the limits of entry-level software.',
        },
      ],
      resolution: 'One system, live numbers and processes that do not depend on any one person.',
    },
    QUOTES.northgate,
  ],
  cardsHeading: 'Clarity, control and room to grow',
  cards: [
    [
      'LayoutDashboard',
      'A live dashboard of the business',
      'Sales, margin, cash and stock on one screen, updated as transactions happen.',
    ],
    [
      'TrendingUp',
      'Growth without more admin',
      'Automated approvals and postings mean new customers add margin, not headcount.',
    ],
    [
      'Building2',
      'Every company in one view',
      'Consolidate subsidiaries and sites, with inter-company trading handled for you.',
    ],
    ['ShieldCheck', 'Less key-person risk', 'Processes live in the system, not in one person’s spreadsheet.'],
    ['Globe', 'Ready for new markets', 'Multi-currency and 28 languages when you start selling abroad.'],
    [
      'Handshake',
      'One accountable partner',
      'Implementation, hosting, extensions and support from a single SAP Premier Partner.',
    ],
  ],
  color: 'blue-600',
  ctaHeadline: 'See your business on one screen',
  ctaDescription:
    'In a free 30-45 minute call we will show you the dashboards other managing directors use, and what it would take to build yours.',
})

const financeDirectors = personaPage({
  slug: 'finance-directors',
  title: 'Finance Directors',
  description:
    'Faster month-end, MTD-ready VAT, real-time cash visibility and a clean audit trail with SAP Business One.',
  heading: 'Close Faster with Numbers You Can Defend',
  subheading:
    'Sales, purchasing and stock post straight to the ledger, so month-end becomes a review rather than a rescue, and the board sees figures you can stand behind.',
  stats: [
    ['£13,000', 'saved in a first quarter'],
    ['Up to 40%', 'lower IT costs'],
    ['90 days', 'to measurable results'],
    ['4.9/5', 'customer satisfaction'],
  ],
  extra: [QUOTES.kestrel],
  cardsHeading: 'Finance that runs on live data',
  cards: [
    [
      'Landmark',
      'Automatic postings',
      'Every invoice, receipt and stock movement posts to the general ledger as it happens.',
    ],
    [
      'Receipt',
      'VAT and Making Tax Digital',
      'Prepare and submit MTD-compliant VAT returns from inside SAP Business One.',
    ],
    ['Banknote', 'Cash-flow visibility', 'Forecast cash from open orders, invoices and commitments, not guesswork.'],
    ['FileSpreadsheet', 'Budgets and cost centres', 'Track spend against budget by department, project or branch.'],
    [
      'ClipboardList',
      'A complete audit trail',
      'Every change is logged with user, date and value, ready for your auditors.',
    ],
    ['Building2', 'Multi-entity consolidation', 'Consolidate group companies and automate inter-company transactions.'],
  ],
  color: 'green-600',
  ctaHeadline: 'Take days out of your month-end',
  ctaDescription:
    'Tell us how your close runs today. We will show you where SAP Business One removes the manual steps, with no obligation.',
})

const itDirectors = personaPage({
  slug: 'it-directors',
  seoTitle: 'SAP Business One for IT Directors: Run Less | Clearpath B1',
  title: 'IT Directors',
  description:
    'Fewer systems, managed AWS hosting at 99.995% uptime, 24x7 monitoring and upgrade-safe extensions with SAP Business One.',
  heading: 'Fewer Systems, Less Risk, No Server Room',
  subheading:
    'Replace a tangle of point solutions with one supported platform, hosted and monitored on AWS, with integrations that survive every upgrade.',
  stats: [
    ['99.995%', 'hosting uptime'],
    ['24x7', 'monitoring'],
    ['100+', 'ready-made connectors'],
    ['2', 'SAP upgrades a year'],
  ],
  cardsHeading: 'A platform your team can stand behind',
  cards: [
    [
      'Cloud',
      'Managed hosting on AWS',
      'Your SAP Business One runs in the AWS region you choose, patched, backed up and monitored 24x7.',
    ],
    [
      'ShieldCheck',
      'Security by design',
      'Encryption, multi-factor access and role-based authorisations protect your data.',
    ],
    [
      'Plug',
      'Integration without fragility',
      'BPA Platform and Magma connect 100+ systems through supported, upgrade-safe connectors.',
    ],
    [
      'RefreshCw',
      'Painless upgrades',
      'We test and apply SAP’s two annual upgrades so new features arrive without downtime surprises.',
    ],
    [
      'Server',
      'Less to maintain',
      'One database instead of five, and no servers in the building to patch at weekends.',
    ],
    [
      'Headphones',
      'Escalation you can rely on',
      'Under 2 hours average critical response from our UK helpdesk, with SAP behind it.',
    ],
  ],
  color: 'indigo-600',
  ctaHeadline: 'Plan a simpler, safer architecture',
  ctaDescription:
    'Talk to one of our solution architects about hosting, security and integration. Bring your current system diagram; we will bring ours.',
})

const operationsDirectors = personaPage({
  slug: 'operations-directors',
  title: 'Operations Directors',
  description:
    'Orders, stock, warehouse and service in step with SAP Business One: 99%+ order accuracy and 10x faster fulfilment.',
  heading: 'Keep Orders, Stock and People in Step',
  subheading:
    'Give your team one live picture of demand, stock and capacity, so promises to customers are promises you can keep.',
  stats: [
    ['99%+', 'order accuracy'],
    ['10x', 'faster fulfilment'],
    ['50%', 'lower carrying costs'],
    ['2 hours', 'barcode scanning setup'],
  ],
  cardsHeading: 'Operations you can predict',
  cards: [
    ['Boxes', 'Stock you can trust', 'Real-time stock by warehouse and bin, with batch and serial traceability.'],
    ['Truck', 'Faster fulfilment', 'Directed picking, packing and carrier labels take hours out of every dispatch.'],
    [
      'CalendarCheck',
      'Reliable delivery dates',
      'Available-to-promise checks stock and supply before anyone commits to a date.',
    ],
    ['ScanBarcode', 'Scanning everywhere', 'Goods-in, transfers and counts are posted by scanner, not typed in later.'],
    [
      'Repeat',
      'Smarter replenishment',
      'Reorder points and MRP keep the right stock on the shelf and less cash tied up.',
    ],
    ['Gauge', 'Operational KPIs', 'On-time delivery, fill rate and picking productivity on live dashboards.'],
  ],
  color: 'teal-600',
  ctaHeadline: 'Find the hours hiding in your operation',
  ctaDescription:
    'Walk us through a day in your warehouse or service team. We will show you where SAP Business One and scanning would save time.',
})

const manufacturingDirectors = personaPage({
  slug: 'manufacturing-directors',
  title: 'Manufacturing Directors',
  description:
    'MRP, capacity planning, shop-floor control and traceability for manufacturing directors, with SAP Business One and beas.',
  heading: 'Plan to Capacity and Build It Right First Time',
  subheading:
    'Connect sales orders, materials, machines and people, so the schedule reflects reality and every batch can be traced in seconds.',
  stats: [
    ['99%', 'production accuracy'],
    ['900+', 'manufacturers on SAP Business One'],
    ['40%', 'cost reduction'],
    ['90 days', 'to measurable results'],
  ],
  cardsHeading: 'Production under control',
  cards: [
    ['CalendarCheck', 'MRP you can trust', 'Material plans built from real orders, forecasts and lead times.'],
    [
      'ChartGantt',
      'Finite capacity scheduling',
      'See load on every machine and work centre and resolve bottlenecks before they happen.',
    ],
    [
      'ScanBarcode',
      'Shop-floor data capture',
      'Operators book time, quantities and scrap as they work, so costs are actual, not estimated.',
    ],
    [
      'ShieldCheck',
      'Quality and traceability',
      'Inspection plans and batch genealogy make recalls and audits routine.',
    ],
    [
      'ChartColumn',
      'True job costing',
      'Compare planned and actual costs on every order and price future work correctly.',
    ],
    [
      'Factory',
      'beas Manufacturing',
      'Extend SAP Business One with beas for complex routings, variants and subcontracting.',
    ],
  ],
  color: 'orange-600',
  ctaHeadline: 'See your shop floor in SAP Business One',
  ctaDescription:
    'Bring a typical job to a free discovery call. We will model it in SAP Business One and beas and show you the schedule.',
})

export const personaPages = [
  managingDirectors,
  financeDirectors,
  itDirectors,
  operationsDirectors,
  manufacturingDirectors,
]
