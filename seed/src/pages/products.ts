import type { EnquiryFormBlock } from '@b1/cms/shared/payload-types'

import {
  badges,
  cards,
  ctaBanner,
  enquiry,
  faq,
  hero,
  page,
  split,
  stats,
  steps,
  type Card,
  type SeedBlock,
} from './block-builders'

type Product = {
  slug: string
  name: string
  color: EnquiryFormBlock['brand_color']
  description: string
  eyebrow: string
  heading: string
  subheading: string
  highlights?: string[]
  stats: Array<[string, string]>
  cardsHeading: string
  cardsIntro?: string
  cards: Card[]
  columns?: '2' | '3' | '4'
  /** Sections between the feature cards and the enquiry card. */
  extra?: SeedBlock[]
  ctaHeadline: string
  ctaDescription: string
  topic?: EnquiryFormBlock['topic']
  /** The browser title, when "<name> for SAP Business One | Clearpath B1" is outside the SEO plugin's 50–60 characters. */
  seoTitle?: string
}

/** "Magma for SAP Business One", but "AI eCommerce for SAP B1" already names the platform. */
export const withPlatform = (name: string) =>
  /\bSAP (B1|Business One)\b/.test(name) ? name : `${name} for SAP Business One`

const productPage = (p: Product) =>
  page(
    `/products/${p.slug}`,
    p.name,
    p.description,
    [
      hero(p.heading, p.subheading, {
        eyebrow: p.eyebrow,
        primary: { label: `Discover The ${p.name} Experience`, href: '#enquire' },
        secondary: { label: 'All extensions', href: '/products' },
        highlights: p.highlights,
      }),
      stats(p.stats),
      cards({ eyebrow: 'Features', heading: p.cardsHeading, intro: p.cardsIntro }, p.cards, { columns: p.columns }),
      ...(p.extra ?? []),
      enquiry(p.name, p.color, p.ctaHeadline, p.ctaDescription, p.topic),
    ],
    p.seoTitle ?? `${withPlatform(p.name)} | Clearpath B1`,
  )

const beas = productPage({
  slug: 'beas-manufacturing',
  name: 'Beas Manufacturing',
  color: 'blue-600',
  description:
    'beas Manufacturing adds production planning, shop-floor control and quality to SAP Business One, hosted on a private cloud if you wish.',
  eyebrow: 'Extensions · Manufacturing',
  heading: 'Beas Manufacturing for SAP Business One',
  subheading:
    'Complete production control inside SAP Business One: routings, capacity planning, shop-floor data capture and quality, on your servers or our private cloud.',
  highlights: ['Runs inside SAP Business One', 'Private cloud available', '99% production accuracy'],
  stats: [
    ['99%', 'production accuracy'],
    ['40%', 'cost reduction'],
    ['90 days', 'to measurable results'],
    ['900+', 'manufacturers on SAP Business One'],
  ],
  cardsHeading: 'Everything a manufacturer needs, in one system',
  cards: [
    [
      'ClipboardList',
      'Advanced bills of materials',
      'Multi-level BOMs with variants, alternatives and revision control.',
    ],
    ['Route', 'Routings and work centres', 'Operations with setup, run and wait times on machines and labour pools.'],
    ['ChartGantt', 'Capacity planning', 'Finite and infinite scheduling with a graphical planning board.'],
    ['ScanBarcode', 'Shop-floor data capture', 'Terminals and scanners book time, quantities and scrap in real time.'],
    ['ShieldCheck', 'Quality control', 'Inspection plans, test results and certificates linked to each batch.'],
    ['ChartColumn', 'Actual job costing', 'Planned versus actual cost on every production order.'],
  ],
  extra: [
    split({
      eyebrow: 'Private cloud',
      illustration: 'production',
      heading: 'Beas on a private cloud, built for the shop floor',
      body: 'We host SAP Business One and beas together on a dedicated AWS environment, so terminals on the shop floor get fast, reliable access without servers in your building.',
      bullets: [
        'Dedicated environment, not shared',
        '99.995% uptime and 24x7 monitoring',
        'Shop-floor terminals over secure connections',
        'Your data in the region you choose',
      ],
      icon: 'CloudCog',
      value: '99.995%',
      label: 'uptime on our private cloud',
      link: { label: 'Cloud hosting', href: '/cloud-hosting' },
      theme: 'muted',
    }),
    badges({ eyebrow: 'Integrations', heading: 'Connects to the rest of your factory' }, [
      ['Cpu', 'Machine data (MDE/PDE)'],
      ['ScanBarcode', 'Barcode and RFID'],
      ['ChartGantt', 'Netronic planning board'],
      ['Warehouse', 'Produmex WMS'],
      ['FileText', 'CAD and PLM systems'],
      ['Workflow', 'BPA Platform'],
    ]),
    cards(
      { eyebrow: 'Manufacturing types', heading: 'Whatever you make, and however you make it', theme: 'muted' },
      [
        ['Package', 'Make-to-stock', 'Plan production from forecasts and reorder points.'],
        ['ClipboardList', 'Make-to-order', 'Create production directly from sales orders and customer drawings.'],
        ['Settings', 'Configure-to-order', 'Build variants from rules without a BOM for every combination.'],
        ['Repeat', 'Batch and process', 'Recipes, potency and batch genealogy for process manufacturers.'],
      ],
      { columns: '4' },
    ),
    cards({ eyebrow: 'Reasons to choose beas', heading: 'Why manufacturers choose beas with Clearpath B1' }, [
      [
        'Layers',
        'Fully embedded',
        'beas runs inside SAP Business One: one database, one login, no interfaces to break.',
      ],
      [
        'Award',
        'Gold partner expertise',
        'We are a Gold add-on partner with beas consultants who have worked in manufacturing.',
      ],
      ['Timer', 'Fast time to value', 'Phased roll-out delivers results within 90 days.'],
    ]),
    faq({ eyebrow: 'FAQ', heading: 'Beas Manufacturing questions', theme: 'muted' }, [
      [
        'Does beas replace SAP Business One production?',
        'It extends it. beas adds routings, capacity planning, shop-floor data capture and quality while using SAP Business One’s items, stock and accounting.',
      ],
      [
        'Can we host beas in the cloud?',
        'Yes. We run SAP Business One and beas together on a private cloud on AWS, with terminals on your shop floor connecting securely.',
      ],
      [
        'How long does a beas implementation take?',
        'A typical project runs alongside the SAP Business One implementation and adds a few weeks, depending on the number of routings and work centres.',
      ],
      [
        'Can we start with a pilot?',
        'Yes. Many customers start with one production line and extend once the team is confident.',
      ],
    ]),
  ],
  ctaHeadline: 'See your production in beas',
  ctaDescription:
    'Bring a typical product and its routing. We will model it in beas and show you the schedule and the cost.',
})

const netronic = productPage({
  slug: 'netronic-manufacturing',
  name: 'Netronic Manufacturing',
  color: 'indigo-600',
  description:
    'Netronic’s visual planning board for SAP Business One: drag-and-drop production scheduling in a public-cloud suite.',
  eyebrow: 'Extensions · Manufacturing',
  heading: 'Netronic Manufacturing: Visual Scheduling in the Cloud',
  subheading:
    'A public-cloud planning suite that shows every production order against real capacity, so planners move work with a drag of the mouse and see the impact at once.',
  highlights: ['Public-cloud suite', 'Drag-and-drop scheduling', 'Live sync with SAP Business One'],
  stats: [
    ['1 day', 'to start planning'],
    ['99%', 'production accuracy'],
    ['30%', 'resource efficiency'],
    ['90 days', 'to measurable results'],
  ],
  cardsHeading: 'See the plan, change the plan',
  cards: [
    ['ChartGantt', 'Interactive Gantt board', 'Every order and operation on a timeline you can drag, drop and split.'],
    ['Gauge', 'Capacity at a glance', 'Load histograms show overloaded machines before the shift starts.'],
    ['Bell', 'Delay alerts', 'Orders that will miss their delivery date are flagged in red.'],
    ['RefreshCw', 'Live sync', 'Changes flow back to SAP Business One production orders automatically.'],
    ['Cloud', 'Nothing to install', 'Runs in the browser as a public-cloud service, maintained by the vendor.'],
    ['Users', 'Shared view', 'Sales, planning and production see the same schedule.'],
  ],
  ctaHeadline: 'Watch your schedule come to life',
  ctaDescription:
    'We will load a sample of your production orders into Netronic and walk you through a planning session.',
})

const produmexWms = productPage({
  slug: 'produmex-wms',
  seoTitle: 'Produmex WMS Warehouse Management for SAP B1 | Clearpath B1',
  name: 'Produmex WMS',
  color: 'teal-600',
  description:
    'Produmex WMS adds directed warehouse management to SAP Business One: 99%+ order accuracy and 10x faster fulfilment.',
  eyebrow: 'Extensions · Wholesale distribution',
  heading: 'Produmex WMS: Warehouse Management for SAP Business One',
  subheading:
    'Directed put-away, picking and packing on handheld scanners, fully integrated with SAP Business One stock, orders and accounting.',
  highlights: ['99%+ order accuracy', '10x faster fulfilment', 'Batch, serial and best-before'],
  stats: [
    ['99%+', 'order accuracy'],
    ['10x', 'faster fulfilment'],
    ['50%', 'lower carrying costs'],
    ['2 hours', 'to add barcode scanning'],
  ],
  cardsHeading: 'A warehouse that runs itself',
  cards: [
    ['PackageCheck', 'Directed picking', 'Wave, batch and zone picking with optimal routes through the warehouse.'],
    ['Warehouse', 'Smart put-away', 'The system proposes the best location for every pallet received.'],
    ['ScanBarcode', 'Scanning throughout', 'Every movement is confirmed by scan, so stock is always right.'],
    ['ShieldCheck', 'Full traceability', 'Batch, serial and best-before tracking for food, pharma and engineering.'],
    ['Truck', 'Shipping and carriers', 'Packing, labels and carrier integration at the despatch bench.'],
    ['ClipboardList', 'Cycle counting', 'Count continuously without closing the warehouse.'],
  ],
  ctaHeadline: 'Plan your warehouse with us',
  ctaDescription: 'Send us your layout and order profile. We will show you how Produmex WMS would direct your team.',
})

const produmexScan = productPage({
  slug: 'produmex-scan',
  seoTitle: 'Produmex Scan Barcode Scanning for SAP B1 | Clearpath B1',
  name: 'Produmex Scan',
  color: 'green-600',
  description:
    'Produmex Scan brings barcode scanning to SAP Business One in about two hours: goods-in, transfers, counts and deliveries.',
  eyebrow: 'Extensions · Wholesale distribution',
  heading: 'Produmex Scan: Barcode Scanning Made Simple',
  subheading:
    'Put scanners in your team’s hands and post goods receipts, stock transfers, counts and deliveries straight into SAP Business One, with setup measured in hours.',
  highlights: ['2-hour barcode setup', 'Android scanners', 'Posts directly to SAP Business One'],
  stats: [
    ['2 hours', 'barcode setup'],
    ['99%+', 'order accuracy'],
    ['10x', 'faster fulfilment'],
    ['1 day', 'to start scanning'],
  ],
  cardsHeading: 'Scanning without a warehouse project',
  cards: [
    ['Truck', 'Goods receipt', 'Scan deliveries against purchase orders and print labels at the dock.'],
    ['ArrowLeftRight', 'Stock transfers', 'Move stock between warehouses and bins with two scans.'],
    ['ClipboardList', 'Stock counts', 'Count by location and post differences for approval.'],
    ['PackageCheck', 'Picking and delivery', 'Pick sales orders by scan and create the delivery as you finish.'],
    ['Smartphone', 'Any Android device', 'Works on rugged scanners or standard phones with a camera.'],
    ['Zap', 'Fast to deploy', 'Most customers are scanning on the day we install it.'],
  ],
  ctaHeadline: 'Start scanning this month',
  ctaDescription:
    'We will install Produmex Scan, configure your labels and train your team, usually in a single visit.',
})

const aiEcommerce = productPage({
  slug: 'ai-ecommerce',
  seoTitle: 'AI eCommerce Web Stores for SAP Business One | Clearpath B1',
  name: 'AI eCommerce for SAP B1',
  color: 'orange-600',
  description:
    'AI eCommerce for SAP Business One: B2B and B2C web stores, multi-channel selling and a mobile app running on live SAP data.',
  eyebrow: 'Extensions · E-commerce',
  heading: 'AI eCommerce for SAP Business One',
  subheading:
    'Web stores, marketplaces and a mobile ordering app that read live stock, prices and customer terms from SAP Business One, with AI that helps customers find what they need.',
  highlights: ['B2B and B2C', 'Multi-channel', 'Mobile ordering app'],
  stats: [
    ['24x7', 'ordering for customers'],
    ['99%+', 'order accuracy'],
    ['100+', 'connectors and channels'],
    ['0', 'orders keyed twice'],
  ],
  cardsHeading: 'Six reasons to sell online from SAP Business One',
  cards: [
    ['RefreshCw', 'Live data', 'Stock, prices and customer-specific terms straight from SAP Business One.'],
    ['Zap', 'Orders flow in', 'Web orders become sales orders automatically, ready to pick.'],
    ['Users', 'B2B portals', 'Customers see their own prices, order history and invoices.'],
    ['Store', 'B2C stores', 'Fast, mobile-friendly shops with secure checkout.'],
    ['ChartLine', 'Insight', 'Sales by channel and product in SAP Business One reports.'],
    ['Lock', 'Secure by design', 'Hosted and monitored, with payments handled by trusted gateways.'],
  ],
  extra: [
    split({
      eyebrow: 'AI',
      illustration: 'devices',
      heading: 'AI that sells like your best account manager',
      body: 'Recommendations based on each customer’s order history, smart search that understands part numbers and descriptions, and reorder suggestions before they run out.',
      bullets: [
        'Personalised product recommendations',
        'Search that understands codes and synonyms',
        'Predictive reorder reminders',
        'AI-written product descriptions for review',
      ],
      icon: 'Brain',
      theme: 'muted',
    }),
    cards({ eyebrow: 'Everywhere your customers buy', heading: 'Multi-channel, mobile and advanced modules' }, [
      ['Globe', 'Multi-channel selling', 'Web store, marketplaces and EDI orders managed from one place.'],
      ['Smartphone', 'Mobile app', 'A branded ordering app for customers and field sales, online or offline.'],
      ['Blocks', 'Advanced modules', 'Quotes, returns, subscriptions and configurators when you need them.'],
    ]),
  ],
  ctaHeadline: 'Launch your store on SAP Business One',
  ctaDescription: 'Tell us how your customers buy today. We will show you a store running on SAP Business One data.',
})

const usability = productPage({
  slug: 'b1-usability-package',
  name: 'B1 Usability Package',
  color: 'purple-600',
  description:
    'The B1 Usability Package makes SAP Business One faster to use with no custom code. Try it free for 20 days.',
  eyebrow: 'Extensions · Productivity',
  heading: 'B1 Usability Package: Work Faster in SAP Business One',
  subheading:
    'Tailor screens, automate repetitive steps and add validations without writing code, and keep every change safe through upgrades.',
  highlights: ['20-day free trial', 'No custom code', 'Upgrade-safe'],
  stats: [
    ['20-day', 'free trial'],
    ['1 day', 'to start'],
    ['30%', 'resource efficiency'],
    ['2', 'SAP upgrades a year, no rework'],
  ],
  cardsHeading: 'The feature list',
  cardsIntro: 'Dozens of tools that remove the clicks and checks your team does every day.',
  cards: [
    ['Settings', 'Screen tailoring', 'Hide, move and rename fields so each role sees what it needs.'],
    ['ShieldCheck', 'Validations', 'Stop orders being saved without a PO number, or below margin.'],
    ['Zap', 'One-click actions', 'Buttons that copy, create and e-mail documents in one go.'],
    ['Bell', 'Smart alerts', 'Notify the right person when a document needs attention.'],
    ['FileSpreadsheet', 'Better Excel', 'Import and export data with mapping and checks.'],
    ['Repeat', 'Batch processing', 'Update hundreds of records at once, safely.'],
  ],
  extra: [
    ctaBanner(
      'Try it free for 20 days',
      'We install the B1 Usability Package on your system and configure your first three improvements. If it does not pay for itself, uninstall it.',
      { label: 'Start the free trial', href: '/contact' },
      { label: 'All extensions', href: '/products' },
    ),
  ],
  ctaHeadline: 'See what your team could stop doing',
  ctaDescription:
    'Send us the three tasks your team complains about most. We will show you how the Usability Package removes them.',
})

const intercompany = productPage({
  slug: 'b1-intercompany',
  topic: 'Integration/Development',
  name: 'B1 InterCompany',
  color: 'indigo-600',
  description:
    'B1 InterCompany automates transactions between group companies on SAP Business One: master data sync, data mapping and multi-lingual support.',
  eyebrow: 'Extensions · Integrations',
  heading: 'B1 InterCompany: One Group, Many Companies, No Re-keying',
  subheading:
    'When one group company sells to another, the matching purchase order, invoice and payment appear automatically, in the right currency and language.',
  highlights: ['Master data sync', 'Mirrored documents', 'Multi-lingual'],
  stats: [
    ['0', 'inter-company documents keyed twice'],
    ['40-50%', 'faster template rollouts'],
    ['28', 'languages'],
    ['12-16 week', 'pilot'],
  ],
  cardsHeading: 'Eight features for group companies',
  columns: '4',
  cards: [
    ['RefreshCw', 'Master data sync', 'Items, business partners and charts of accounts kept in step across companies.'],
    ['ArrowLeftRight', 'Data mapping', 'Map codes, accounts and tax groups between companies that differ.'],
    ['Languages', 'Multi-lingual', 'Each company works in its own language and currency.'],
    ['Repeat', 'Mirrored documents', 'A sales order in one company creates the purchase order in the other.'],
    ['Banknote', 'Inter-company payments', 'Payments and reconciliations matched automatically.'],
    ['Building2', 'Centralised purchasing', 'Buy centrally and distribute to group companies.'],
    ['ChartPie', 'Consolidation-ready', 'Clean inter-company balances ready for group reporting.'],
    ['ClipboardList', 'Audit trail', 'Every mirrored document links back to its source.'],
  ],
  ctaHeadline: 'Connect your group companies',
  ctaDescription:
    'Tell us how your companies trade with each other. We will show you the documents B1 InterCompany would create for you.',
})

const focuspoint = productPage({
  slug: 'focuspoint',
  seoTitle: 'FocusPoint No-Code Tools for SAP Business One | Clearpath B1',
  name: 'FocusPoint',
  color: 'sky-600',
  description:
    'FocusPoint is a customisation tool for SAP Business One: add fields, checks, screens and workflow steps without code, and keep them upgrade-safe.',
  eyebrow: 'Extensions · Productivity',
  heading: 'FocusPoint: Make SAP Business One Fit Your Processes',
  subheading:
    'A customisation tool that lets you add the fields, checks, screens and workflow steps your business needs, configured rather than coded, and safe through every upgrade.',
  highlights: ['No-code customisation', 'Upgrade-safe', 'Configured in days'],
  stats: [
    ['1 day', 'to start'],
    ['0', 'lines of custom code'],
    ['2', 'SAP upgrades a year, no rework'],
    ['30%', 'resource efficiency'],
  ],
  cardsHeading: 'What you can do with FocusPoint',
  cardsIntro:
    'Everything below is configured in FocusPoint’s designer and stored alongside SAP Business One, not in custom code.',
  cards: [
    [
      'Layers',
      'Custom fields and tabs',
      'Add the fields your process needs to any document or master record, with your own tabs and layouts.',
    ],
    [
      'ShieldCheck',
      'Business rules and validations',
      'Block a document, warn a user or require approval when your rules are broken.',
    ],
    [
      'Workflow',
      'Workflow steps',
      'Route documents through review and approval stages with notifications at each step.',
    ],
    [
      'LayoutDashboard',
      'Custom screens',
      'Build simple entry screens and cockpits for specific roles, such as a credit controller’s daily view.',
    ],
    ['Zap', 'Automated actions', 'Create follow-up documents, update fields or send e-mails when an event happens.'],
    [
      'FileText',
      'Documents and printing',
      'Generate and e-mail PDFs with your layouts when documents are added or approved.',
    ],
    ['Search', 'Smarter lookups', 'Add search lists and defaults that pull the right value from related records.'],
    [
      'RefreshCw',
      'Upgrade-safe by design',
      'Configurations survive SAP Business One’s two annual upgrades without rework.',
    ],
  ],
  columns: '4',
  extra: [
    steps({ eyebrow: 'How it works', heading: 'From idea to live change in days', theme: 'muted' }, [
      ['MessageSquare', 'Describe the need', 'Tell us the check, field or step your team is missing.'],
      ['Settings', 'Configure', 'We configure it in FocusPoint on a test copy of your company.'],
      ['CircleCheck', 'Test together', 'Your key users try it with real documents and ask for tweaks.'],
      ['Rocket', 'Go live', 'We deploy the change, with no downtime and nothing to recompile.'],
    ]),
    faq({ eyebrow: 'FAQ', heading: 'FocusPoint questions' }, [
      [
        'Do we need a developer to use FocusPoint?',
        'No. Changes are configured in FocusPoint’s designer. Our consultants can do it for you, or train a power user in your team.',
      ],
      [
        'What happens when SAP Business One is upgraded?',
        'FocusPoint configurations are stored separately from SAP’s code, so they carry on working after upgrades. We check them as part of every upgrade we run.',
      ],
      [
        'Can FocusPoint work with other extensions?',
        'Yes. It works alongside beas, Produmex and the B1 Usability Package, and can add rules to their documents too.',
      ],
      [
        'How quickly can we start?',
        'Installation takes a day, and most customers have their first changes live within a week.',
      ],
    ]),
  ],
  ctaHeadline: 'Tell us what SAP Business One should do differently',
  ctaDescription:
    'Bring a list of the changes your team keeps asking for. We will show you which FocusPoint can make, and how quickly.',
})

const crm = productPage({
  slug: 'crm-for-outlook',
  name: 'CRM for Outlook',
  color: 'blue-600',
  description:
    'CRM for Outlook brings SAP Business One customer data into Microsoft Outlook: 5x productivity and a 20-day free trial.',
  eyebrow: 'Extensions · Productivity',
  heading: 'CRM for Outlook: SAP Business One Where You Work',
  subheading:
    'See accounts, orders and activities beside every e-mail, log conversations in one click and create quotes without leaving Outlook.',
  highlights: ['5x productivity', '20-day free trial', 'Works in Outlook'],
  stats: [
    ['5x', 'productivity'],
    ['20-day', 'free trial'],
    ['1 click', 'to log an e-mail'],
    ['1 day', 'to start'],
  ],
  cardsHeading: 'Eight features your sales team will use every day',
  columns: '4',
  cards: [
    ['Users', 'Customer sidebar', 'Contact, account balance and open orders beside every e-mail.'],
    ['Mail', 'One-click e-mail logging', 'Save e-mails and attachments to SAP Business One activities.'],
    ['Receipt', 'Quotes from Outlook', 'Create quotations and orders without switching windows.'],
    ['CalendarCheck', 'Calendar sync', 'Meetings and tasks sync with SAP Business One activities.'],
    ['TrendingUp', 'Opportunities', 'Update pipeline stages and values from your inbox.'],
    ['Search', 'Instant search', 'Find any customer, item or document from Outlook.'],
    ['Smartphone', 'Works on the move', 'Available in Outlook on desktop, web and mobile.'],
    ['Lock', 'Respects permissions', 'Users only see what SAP Business One allows them to.'],
  ],
  extra: [
    ctaBanner(
      'Try CRM for Outlook free for 20 days',
      'We set it up for your sales team and you decide after 20 days whether to keep it.',
      { label: 'Start the free trial', href: '/contact' },
      { label: 'All extensions', href: '/products' },
    ),
  ],
  ctaHeadline: 'Give your sales team their inbox back',
  ctaDescription: 'We will show you CRM for Outlook working against your own SAP Business One customers.',
})

const bpa = productPage({
  slug: 'bpa-platform',
  seoTitle: 'BPA Platform Automation for SAP Business One | Clearpath B1',
  topic: 'Integration/Development',
  name: 'BPA Platform',
  color: 'pink-600',
  description:
    'BPA Platform automates integration and processes around SAP Business One: data, reports, alerts and workflow, in the cloud, hybrid or on-premises.',
  eyebrow: 'Extensions · Integrations',
  heading: 'BPA Platform: Integrate and Automate Around SAP Business One',
  subheading:
    'Connect SAP Business One to the other systems you rely on and automate the processes between them, without writing code.',
  highlights: ['100+ connectors', 'Cloud, hybrid or on-premises', 'No-code designer'],
  stats: [
    ['100+', 'connectors'],
    ['4', 'core capabilities'],
    ['3', 'deployment options'],
    ['24x7', 'automated processes'],
  ],
  cardsHeading: 'Four capabilities',
  columns: '2',
  cards: [
    [
      'Database',
      'Data integration',
      'Synchronise customers, orders, stock and prices between SAP Business One and eCommerce, CRM, payroll and logistics systems.',
    ],
    [
      'FileSpreadsheet',
      'Report automation',
      'Produce and distribute reports on a schedule, as PDF, Excel or e-mail, to the people who need them.',
    ],
    [
      'Bell',
      'Notifications and alerts',
      'Watch for events such as overdue invoices or low stock and alert the right person immediately.',
    ],
    ['Workflow', 'Workflow', 'Automate multi-step processes, from approvals to order processing, across systems.'],
  ],
  extra: [
    badges({ eyebrow: 'Deployment', heading: 'Deploy it where it suits you', theme: 'muted' }, [
      ['Cloud', 'Cloud'],
      ['Layers', 'Hybrid'],
      ['Server', 'On-premises'],
    ]),
  ],
  ctaHeadline: 'Automate the work between your systems',
  ctaDescription:
    'List the systems you run alongside SAP Business One. We will show you how BPA Platform connects them.',
})

const magma = productPage({
  slug: 'magma',
  seoTitle: 'Magma EDI Integration for SAP Business One | Clearpath B1',
  topic: 'Integration/Development',
  name: 'Magma',
  color: 'teal-600',
  description:
    'Magma integrates SAP Business One with trading partners over EDI, XML, JSON and CSV/Excel, via EDI VAN, AS2, web services, HTTP/HTTPS, e-mail or FTP.',
  eyebrow: 'Extensions · Integrations',
  heading: 'Magma: EDI and Integration for SAP Business One',
  subheading:
    'Exchange orders, invoices and despatch notes with customers and suppliers in whatever format and over whatever transport they require.',
  highlights: ['EDI, XML, JSON, CSV/Excel', 'EDI VAN, AS2, web services', 'Straight into SAP Business One'],
  stats: [
    ['4', 'document formats'],
    ['6', 'transport options'],
    ['0', 'orders keyed twice'],
    ['99%+', 'order accuracy'],
  ],
  cardsHeading: 'Integration without the middleware headache',
  cards: [
    [
      'Repeat',
      'Orders in, invoices out',
      'Inbound orders become sales orders; invoices and ASNs go back automatically.',
    ],
    ['ArrowLeftRight', 'Mapping you control', 'Map each partner’s codes and formats to SAP Business One once.'],
    ['Bell', 'Monitoring and alerts', 'Failed or rejected messages are flagged for action, not lost.'],
  ],
  extra: [
    badges({ eyebrow: 'Formats', heading: 'Every format your partners use', theme: 'muted' }, [
      ['FileText', 'EDI'],
      ['FileText', 'XML'],
      ['FileText', 'JSON'],
      ['FileSpreadsheet', 'CSV/Excel'],
    ]),
    badges({ eyebrow: 'Transports', heading: 'Over every transport they require' }, [
      ['Network', 'EDI VAN'],
      ['Lock', 'AS2'],
      ['Plug', 'Web services'],
      ['Globe', 'HTTP/HTTPS'],
      ['Mail', 'Email'],
      ['HardDrive', 'FTP'],
    ]),
  ],
  ctaHeadline: 'Connect your trading partners',
  ctaDescription: 'Tell us which customers and suppliers need EDI. We will scope the maps and give you a fixed price.',
})

const catalogue = page(
  '/products',
  'SAP Business One Extensions',
  'Add-ons for SAP Business One that we implement and support: manufacturing, warehouse, eCommerce, productivity and integration.',
  [
    hero(
      'SAP B1 Extensions',
      'Proven add-ons that extend SAP Business One for your industry, implemented, integrated and supported by us so you have one partner to call.',
      {
        eyebrow: 'Extensions',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Explore SAP Business One', href: '/sap-business-one' },
      },
    ),
    {
      blockType: 'product-grid',
      source: 'all',
      eyebrow: 'By group',
      heading: 'Find the right extension',
      intro:
        'Grouped by what they do. Every extension runs inside or alongside SAP Business One and is supported by our helpdesk.',
      theme: 'light',
    },
    ctaBanner(
      'Not sure which extension you need?',
      'Tell us the problem. We will recommend the add-on that solves it, or tell you if standard SAP Business One already does.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'All services', href: '/services' },
    ),
  ],
  'SAP Business One Extensions and Add-ons | Clearpath B1',
)

export const productPages = [
  catalogue,
  beas,
  netronic,
  produmexWms,
  produmexScan,
  aiEcommerce,
  usability,
  intercompany,
  focuspoint,
  crm,
  bpa,
  magma,
]
