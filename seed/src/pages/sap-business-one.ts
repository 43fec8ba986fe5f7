import { badges, cards, ctaBanner, hero, page, split, stats, steps } from './helpers'

const overview = page(
  '/sap-business-one',
  'SAP Business One',
  'SAP Business One is the ERP for growing businesses: finance, sales, purchasing, inventory, production and projects in one system, implemented by a UK Premier Partner.',
  [
    hero(
      'Grow Your Business Without Outgrowing Your ERP',
      'SAP Business One gives small and mid-sized companies the same joined-up view of finance, customers, stock and production that large enterprises rely on, at a size and price that fits.',
      {
        eyebrow: 'SAP Business One: 80,000+ businesses trust us',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Why SAP Business One?', href: '/sap-business-one/why' },
        highlights: ['Live in 8-12 weeks', '1 to 500+ users', 'Cloud or on-premises'],
      },
    ),
    cards({ eyebrow: 'Why businesses choose it', heading: 'Six reasons growing companies move to SAP Business One' }, [
      [
        'Database',
        'One source of truth',
        'Every department works from the same live data, so sales, stock and finance never disagree again.',
      ],
      [
        'ChartLine',
        'Decisions in real time',
        'Dashboards and drill-down reports show cash, margin and stock the moment a transaction is posted.',
      ],
      [
        'TrendingUp',
        'Room to grow',
        'Add users, companies, warehouses and currencies as you grow, from 1 to 500+ users on the same system.',
      ],
      [
        'Zap',
        'Automation built in',
        'Approvals, alerts and recurring postings run themselves, freeing your team from manual re-keying.',
      ],
      [
        'Globe',
        'Ready for new markets',
        'Available in 170 countries and 28 languages, with local tax and reporting for each.',
      ],
      [
        'ShieldCheck',
        'Backed by SAP',
        'Two upgrades a year, funded by more than EUR 5.7bn of annual SAP research and development.',
      ],
    ]),
    stats(
      [
        ['80,000+', 'customers worldwide'],
        ['170', 'countries'],
        ['28', 'languages'],
        ['850+', 'SAP partners globally'],
      ],
      { eyebrow: 'The figures', heading: 'A proven platform, not a start-up gamble' },
    ),
    badges(
      {
        eyebrow: 'Industry highlights',
        heading: 'Trusted across the sectors we serve',
        intro: 'More than 900 manufacturers run SAP Business One, alongside distributors, retailers and service firms.',
      },
      [
        ['Factory', 'Discrete manufacturing'],
        ['Cog', 'Engineering'],
        ['Warehouse', 'Wholesale distribution'],
        ['ShoppingCart', 'Retail and eCommerce'],
        ['Briefcase', 'Professional services'],
        ['Truck', 'Logistics'],
        ['Sparkles', 'Food and beverage'],
        ['Boxes', 'Consumer products'],
      ],
    ),
    split({
      anchor: 'analytics',
      eyebrow: 'Analytics and reporting',
      heading: 'See what is happening now, not at month-end',
      body: 'Role-based dashboards, drill-down from any total to the source document, and Excel-friendly reports mean the numbers are ready before anyone asks for them.',
      bullets: [
        'Interactive dashboards for each role',
        'Drill from any figure to the transaction behind it',
        'Scheduled reports delivered by e-mail',
        'Cash-flow forecasting from live orders',
      ],
      icon: 'ChartPie',
      value: 'Real time',
      label: 'reporting from a single database',
      theme: 'light',
    }),
    split({
      anchor: 'finance',
      eyebrow: 'Finance and tax compliance',
      heading: 'Accounting that closes itself cleanly',
      body: 'General ledger, banking, fixed assets and budgets are built in, with UK VAT and Making Tax Digital submissions handled inside the system.',
      bullets: [
        'Automatic postings from sales and purchasing',
        'Bank reconciliation and multi-currency',
        'MTD-compliant VAT returns',
        'Budgets, cost centres and audit trail',
      ],
      icon: 'Landmark',
      value: '170',
      label: 'countries with localised finance and tax',
      left: true,
      theme: 'muted',
    }),
    split({
      anchor: 'sales',
      eyebrow: 'Sales and service',
      heading: 'From first enquiry to repeat order',
      body: 'Track opportunities, send quotes, convert them to orders and invoices, and handle service calls and warranties without leaving SAP Business One.',
      bullets: [
        'Pipeline and forecast by rep',
        'Quotes to orders to invoices in clicks',
        'Customer-specific price lists and discounts',
        'Service contracts and call tracking',
      ],
      icon: 'Handshake',
      value: '360°',
      label: 'view of every customer',
      theme: 'light',
    }),
    split({
      anchor: 'purchasing',
      eyebrow: 'Purchasing',
      heading: 'Buy the right stock at the right price',
      body: 'Purchase requests, approvals, orders, goods receipt and supplier invoices flow through one process, with landed costs calculated automatically.',
      bullets: [
        'Purchase approvals by value or department',
        'Three-way matching of order, receipt and invoice',
        'Landed costs for freight and duty',
        'Supplier performance reporting',
      ],
      icon: 'ShoppingCart',
      value: '£13,000',
      label: 'saved by one customer in its first quarter',
      left: true,
      theme: 'muted',
    }),
    split({
      anchor: 'administration',
      eyebrow: 'Administration',
      heading: 'Control who sees and changes what',
      body: 'User authorisations, approval procedures, alerts and document settings let you run tight processes without slowing anyone down.',
      bullets: [
        'Role-based authorisations',
        'Approval workflows for documents',
        'Alerts on the events that matter',
        'Multi-company and multi-branch setup',
      ],
      icon: 'UserCog',
      value: '1 to 500+',
      label: 'users on the same system',
      theme: 'light',
    }),
    split({
      anchor: 'inventory',
      eyebrow: 'Inventory',
      heading: 'Know exactly what you hold and where',
      body: 'Multi-warehouse stock, bin locations, batch and serial numbers and stock valuation methods keep inventory accurate and working capital under control.',
      bullets: [
        'Multiple warehouses and bin locations',
        'Batch and serial number traceability',
        'FIFO, moving average or standard costing',
        'Reorder points and stock transfers',
      ],
      icon: 'Boxes',
      value: '50%',
      label: 'lower carrying costs reported by distributors',
      left: true,
      theme: 'muted',
    }),
    split({
      anchor: 'production',
      eyebrow: 'Production planning',
      heading: 'Plan materials and capacity with confidence',
      body: 'Bills of materials, production orders and material requirements planning make sure components arrive before the job starts, not after.',
      bullets: [
        'Multi-level bills of materials',
        'MRP from forecasts and sales orders',
        'Production orders with actual costs',
        'Extend with beas for shop-floor control',
      ],
      icon: 'Factory',
      value: '99%',
      label: 'production accuracy at Harrow Precision',
      link: { label: 'Beas Manufacturing', href: '/products/beas-manufacturing' },
      theme: 'light',
    }),
    split({
      anchor: 'projects',
      eyebrow: 'Projects',
      heading: 'Deliver projects on time and on margin',
      body: 'Project management ties stages, tasks, time, purchases and invoices to each project, so you see profitability while there is still time to act.',
      bullets: [
        'Stages, tasks and milestones',
        'Timesheets and resource planning',
        'Budget versus actual by project',
        'Billing from project milestones',
      ],
      icon: 'ChartGantt',
      value: '95%',
      label: 'project profitability at Kestrel Consulting',
      left: true,
      theme: 'muted',
    }),
    ctaBanner(
      'See SAP Business One with your own processes',
      'A 30-45 minute discovery call is all it takes to find out whether SAP Business One fits, and what it would take to get you live.',
      { label: 'Get in Touch Today', href: '/contact' },
      { label: 'Cloud hosting', href: '/cloud-hosting' },
    ),
  ],
  'SAP Business One ERP for Growing Businesses | Clearpath B1',
)

const why = page(
  '/sap-business-one/why',
  'Why SAP Business One',
  'Outgrown spreadsheets and entry-level accounts? See the problems SAP Business One solves and the four-step path from discovery to support.',
  [
    hero(
      'Build the Business of the Future',
      'Growth exposes every workaround. SAP Business One replaces them with one system that is ready for the next ten years, not just the next quarter.',
      {
        eyebrow: 'Why SAP Business One',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Explore SAP Business One', href: '/sap-business-one' },
      },
    ),
    {
      blockType: 'problems',
      eyebrow: 'Sound familiar?',
      heading: 'The signs you have outgrown your systems',
      intro: 'These are the problems we hear in almost every first conversation.',
      theme: 'light',
      items: [
        {
          title: 'Spreadsheets hold the business together',
          description:
            'Critical numbers live in files only one person understands, and every report starts with a copy-and-paste.',
        },
        {
          title: 'Month-end takes a week or more',
          description:
            'Finance chases sales and stock figures from separate systems before anyone can close the books.',
        },
        {
          title: 'Nobody trusts the stock figure',
          description: 'Customers are promised goods that are not there, while cash sits in stock nobody needs.',
        },
        {
          title: 'Growth means more admin, not more profit',
          description: 'Each new customer, site or product line adds manual work instead of margin.',
        },
        {
          title: 'Systems that do not talk to each other',
          description: 'Orders are keyed twice, errors creep in and nobody has a single view of the customer.',
        },
        {
          title: 'Old software nobody supports',
          description: 'An ageing package on an ageing server is one failure away from stopping the business.',
        },
      ],
      resolution: 'SAP Business One replaces the workarounds with one system, and we get you there in 8-12 weeks.',
    },
    cards({ eyebrow: 'What changes', heading: 'The benefits our customers feel first', theme: 'muted' }, [
      [
        'Database',
        'A single version of the truth',
        'Sales, stock and finance share one database, so meetings start with decisions, not debates about numbers.',
      ],
      [
        'Timer',
        'Results within 90 days',
        'Most customers see measurable gains in order accuracy and close times within the first quarter.',
      ],
      [
        'PoundSterling',
        'Lower total cost of ownership',
        'Hosted on AWS, customers cut IT costs by up to 40% compared with running their own servers.',
      ],
      [
        'TrendingUp',
        'Scale without switching',
        'From 1 to 500+ users, more companies and new countries, on the same system.',
      ],
      [
        'ShieldCheck',
        'Control and compliance',
        'Approvals, audit trails and MTD-ready VAT keep auditors and HMRC satisfied.',
      ],
      ['Rocket', 'Always current', 'Two upgrades a year bring new features without a new implementation.'],
    ]),
    steps(
      {
        eyebrow: 'Your path',
        heading: 'Four steps from first call to confident go-live',
        intro: 'A fixed, proven method that has delivered 500+ implementations.',
      },
      [
        [
          'Search',
          'Discovery',
          'Workshops with your team map how you work today and where the value is. You get a written scope and a fixed price.',
          'Weeks 1-2',
        ],
        [
          'Compass',
          'Design',
          'We configure SAP Business One around your processes, plan data migration and agree every report and form.',
          'Weeks 3-5',
        ],
        [
          'Rocket',
          'Delivery',
          'Data is migrated, users are trained on their own data and we go live together, with consultants on site.',
          'Weeks 6-12',
        ],
        [
          'LifeBuoy',
          'Support',
          'Our UK helpdesk takes over with under 2 hours average critical response and regular health checks.',
          'Ongoing',
        ],
      ],
    ),
    ctaBanner(
      'Start with a conversation, not a commitment',
      'Tell us where it hurts. We will show you how SAP Business One fixes it and what it would cost, with no obligation.',
      { label: 'Get in Touch Today', href: '/contact' },
      { label: 'The Experience', href: '/experience' },
    ),
  ],
  'Why SAP Business One? Build the Business of the Future | Clearpath B1',
)

export const sapBusinessOnePages = [overview, why]
