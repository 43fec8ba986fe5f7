import { cards, contactCta, hero, page, split, stats } from './block-builders'
import { QUOTES } from './shared'

const manufacturing = page(
  '/sap-business-one/industries/manufacturing',
  'SAP Business One for Manufacturing',
  'MRP, production orders, shop-floor control and traceability for UK manufacturers, with SAP Business One and beas Manufacturing.',
  [
    hero(
      'SAP Business One for Manufacturing',
      'Plan materials and capacity, control the shop floor and trace every batch, in the same system that runs your finance and sales.',
      {
        eyebrow: 'Industries · Manufacturing',
        secondary: { label: 'Beas Manufacturing', href: '/products/beas-manufacturing' },
        highlights: ['900+ manufacturers on SAP Business One', '99% production accuracy', 'Results within 90 days'],
      },
    ),
    stats([
      ['900+', 'manufacturers use SAP Business One'],
      ['99%', 'production accuracy'],
      ['40%', 'cost reduction'],
      ['90 days', 'to measurable results'],
    ]),
    cards({ eyebrow: 'Capabilities', heading: 'Everything between the order and the shipment' }, [
      [
        'ClipboardList',
        'Bills of materials and routings',
        'Multi-level BOMs, alternative components and routings with setup and run times.',
      ],
      [
        'CalendarCheck',
        'MRP and capacity planning',
        'Material requirements from forecasts and orders, checked against real machine and labour capacity.',
      ],
      ['Cog', 'Production orders', 'Issue materials, report completions and capture actual costs against every order.'],
      [
        'ScanBarcode',
        'Shop-floor data capture',
        'Operators book time and quantities at a terminal or scanner as the work happens.',
      ],
      [
        'ShieldCheck',
        'Quality and traceability',
        'Batch and serial tracking from supplier to customer, with inspection plans and recall reports.',
      ],
      [
        'ChartColumn',
        'Costing and margin',
        'Standard versus actual cost for each job, so pricing reflects what production really costs.',
      ],
    ]),
    split({
      eyebrow: 'Make-to-order and make-to-stock',
      illustration: 'production',
      heading: 'Built for how UK manufacturers actually work',
      body: 'Whether you build to customer drawings or to forecast, SAP Business One with beas Manufacturing handles variants, subcontracting and partial deliveries without workarounds.',
      bullets: [
        'Configure-to-order variants',
        'Subcontract operations with material tracking',
        'Graphical planning board for schedulers',
        'Private cloud hosting for shop-floor terminals',
      ],
      icon: 'Factory',
      value: '99%',
      label: 'production accuracy',
      link: { label: 'Beas Manufacturing', href: '/products/beas-manufacturing' },
      theme: 'muted',
    }),
    QUOTES.harrow,
    {
      blockType: 'product-grid',
      source: 'group',
      group: 'manufacturing',
      eyebrow: 'Extensions',
      heading: 'Manufacturing add-ons we implement',
      theme: 'light',
    },
    contactCta(
      'SAP Business One for Manufacturing',
      'orange-600',
      'Talk to a consultant who has run a shop floor',
      'Bring a typical job and its routing. We will show you how SAP Business One and beas would plan, cost and trace it.',
    ),
  ],
  'SAP Business One for UK Manufacturing | Clearpath B1',
)

const wholesale = page(
  '/sap-business-one/industries/wholesale',
  'SAP Business One for Wholesale Distribution',
  'Multi-warehouse stock, customer pricing, barcode scanning and fast fulfilment for UK distributors on SAP Business One.',
  [
    hero(
      'SAP Business One for Wholesale Distribution',
      'Hold less stock, ship more orders correctly and give every customer their own prices, from one system that connects the warehouse to the ledger.',
      {
        eyebrow: 'Industries · Wholesale distribution',
        secondary: { label: 'Produmex WMS', href: '/products/produmex-wms' },
        highlights: ['99%+ order accuracy', '10x faster fulfilment', '50% lower carrying costs'],
      },
    ),
    stats([
      ['99%+', 'order accuracy'],
      ['10x', 'faster fulfilment'],
      ['50%', 'lower carrying costs'],
      ['2 hours', 'to set up barcode scanning'],
    ]),
    cards({ eyebrow: 'Capabilities', heading: 'Distribution without the spreadsheets' }, [
      [
        'Warehouse',
        'Multi-warehouse stock',
        'Real-time stock by warehouse and bin, with transfers and in-transit stock visible to everyone.',
      ],
      [
        'PoundSterling',
        'Customer-specific pricing',
        'Price lists, volume breaks, special prices and promotions applied automatically on every order.',
      ],
      [
        'ScanBarcode',
        'Scanning from goods-in to dispatch',
        'Produmex Scan posts receipts, picks and deliveries straight into SAP Business One.',
      ],
      [
        'Truck',
        'Fast, accurate fulfilment',
        'Wave picking, packing and carrier labels cut the time from order to despatch.',
      ],
      [
        'Repeat',
        'Smarter replenishment',
        'Reorder points and MRP for purchasing keep fast movers in stock without overbuying.',
      ],
      [
        'ShoppingCart',
        'Online ordering',
        'B2B and B2C web stores that read live stock and prices from SAP Business One.',
      ],
    ]),
    split({
      eyebrow: 'Warehouse management',
      illustration: 'inventory',
      heading: 'Every pick directed, every pallet traced',
      body: 'With Produmex WMS your warehouse team follows system-directed tasks on handheld scanners. Stock is always where the system says it is.',
      bullets: [
        'Directed put-away and picking',
        'Batch, serial and best-before tracking',
        'Cycle counts without stopping the warehouse',
        'Carrier integration and despatch labels',
      ],
      icon: 'PackageCheck',
      value: '99%+',
      label: 'order accuracy',
      link: { label: 'Produmex WMS', href: '/products/produmex-wms' },
      theme: 'muted',
    }),
    QUOTES.northgate,
    {
      blockType: 'product-grid',
      source: 'group',
      group: 'wholesale',
      eyebrow: 'Extensions',
      heading: 'Distribution add-ons we implement',
      theme: 'light',
    },
    contactCta(
      'SAP Business One for Distribution',
      'teal-600',
      'See your warehouse running on SAP Business One',
      'Send us your order profile and warehouse layout. We will show you where scanning and directed picking would save time.',
    ),
  ],
)

const professional = page(
  '/sap-business-one/industries/professional-services',
  'SAP Business One for Professional Services',
  'Projects, timesheets, resource planning and billing for consultancies and service firms on SAP Business One.',
  [
    hero(
      'SAP Business One for Professional Services',
      'Run projects, people and billing in one place, and see the margin on every engagement while there is still time to protect it.',
      {
        eyebrow: 'Industries · Professional services',
        secondary: { label: 'CRM for Outlook', href: '/products/crm-for-outlook' },
        highlights: ['95% project profitability', '30% resource efficiency', '5x productivity in Outlook'],
      },
    ),
    stats([
      ['95%', 'project profitability'],
      ['30%', 'resource efficiency'],
      ['1 to 500+', 'users on one system'],
      ['5x', 'productivity with CRM for Outlook'],
    ]),
    cards({ eyebrow: 'Capabilities', heading: 'From proposal to paid invoice' }, [
      ['ChartGantt', 'Project management', 'Stages, tasks and milestones with budgets and actuals per project.'],
      ['Clock', 'Timesheets', 'Consultants log time against projects and tasks from any device.'],
      [
        'Users',
        'Resource planning',
        'See who is booked, who is free and where the next project’s skills will come from.',
      ],
      [
        'Receipt',
        'Flexible billing',
        'Bill on milestones, time and materials or fixed fees, straight from project data.',
      ],
      [
        'ChartLine',
        'Profitability reporting',
        'Margin by project, client and consultant, updated as time and costs are posted.',
      ],
      [
        'Mail',
        'Client relationships in Outlook',
        'CRM for Outlook puts client history beside every e-mail your team sends.',
      ],
    ]),
    QUOTES.kestrel,
    contactCta(
      'SAP Business One for Professional Services',
      'purple-600',
      'See the margin on every project',
      'Walk us through how you price and bill work today. We will show you projects, timesheets and billing in one system.',
    ),
  ],
)

export const industryPages = [manufacturing, wholesale, professional]
