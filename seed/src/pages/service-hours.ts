import { cards, ctaBanner, faq, hero, page, steps, type SeedBlock } from './block-builders'

/** The words of /service-hours; the bundles and prices themselves are code (SPEC §9). */
export const serviceHoursBlocks: SeedBlock[] = [
  hero(
    'Expert SAP Business One help, by the hour, for less',
    'Pre-pay a bundle of consultancy and support hours and save up to 18% on the £150 pay-as-you-go rate, spread across 12, 24 or 36 months.',
    {
      eyebrow: 'SAP Business One Service Hours',
      primary: { label: 'See the bundles', href: '#pricing' },
      secondary: { label: 'Calculate your savings', href: '#calculator' },
      highlights: ['Save up to 18%', 'Spread over 12, 24 or 36 months', 'Quarterly health check included'],
    },
  ),
  {
    blockType: 'bundle-pricing',
    anchor: 'pricing',
    eyebrow: 'Bundles',
    heading: 'Choose the bundle that fits your year',
    intro:
      'The more hours you commit to, the lower your hourly rate. Pick a term and the monthly payment updates on every card.',
    inclusions_heading: 'Every bundle includes',
    inclusions: [
      { text: 'Functional and technical consultancy' },
      { text: 'Report, layout and dashboard changes' },
      { text: 'User training, on site or remote' },
      { text: 'Help with upgrades and new modules' },
      { text: 'A named account consultant' },
      { text: 'A quarterly system health check' },
    ],
    terms_heading: 'Bundle terms',
    terms: [
      { text: 'Unused hours expire at the end of the term.' },
      { text: 'Time is booked with 30-minute rounding per session.' },
      { text: 'Hours cannot be transferred between organisations.' },
      { text: 'Upgrade mid-term at any time; the difference is charged pro rata.' },
      { text: 'A quarterly health check of your system is included.' },
      { text: 'A single purchase order covers the whole term.' },
    ],
  },
  {
    blockType: 'hours-calculator',
    anchor: 'calculator',
    eyebrow: 'Calculator',
    heading: 'Work out your monthly cost',
    intro: 'Enter the hours you expect to need and compare pay-as-you-go with a subscription over the same term.',
  },
  cards({ eyebrow: 'Benefits', heading: 'Why customers move to service hours' }, [
    ['PoundSterling', 'A lower hourly rate', 'Volume discounts of 8%, 12% or 18% on every hour in the bundle.'],
    ['CalendarRange', 'Predictable budgeting', 'One monthly figure for the whole term instead of surprise invoices.'],
    ['Clock', 'Priority scheduling', 'Bundle customers are booked ahead of ad-hoc work when diaries are busy.'],
    [
      'UserCog',
      'A consultant who knows you',
      'A named consultant learns your processes, so every session starts faster.',
    ],
    ['Repeat', 'Use hours your way', 'Training, fixes, reports or small projects: the hours follow your priorities.'],
    ['ShieldCheck', 'Proactive health checks', 'A quarterly review spots performance and data issues before users do.'],
  ]),
  steps({ eyebrow: 'How it works', heading: 'From purchase order to progress in four steps', theme: 'muted' }, [
    ['Target', 'Choose a bundle', 'Pick the hours and term that match your plans; we can help you size it.'],
    ['FileText', 'Raise one purchase order', 'A single PO covers the whole term, paid monthly.'],
    ['CalendarCheck', 'Book time as you need it', 'Request sessions through the service desk or your consultant.'],
    ['ChartLine', 'Track and review', 'See hours used after every session and review priorities each quarter.'],
  ]),
  faq({ anchor: 'faqs', eyebrow: 'FAQs', heading: 'Service hours questions' }, [
    [
      'What can service hours be used for?',
      'Anything a consultant can help with: configuration changes, reports and layouts, training, upgrade planning, integrations and small projects.',
    ],
    [
      'What happens to hours we do not use?',
      'Unused hours expire at the end of the term, so we review usage with you every quarter to keep them working for you.',
    ],
    [
      'How is time recorded?',
      'Each session is rounded to the nearest 30 minutes and logged against your bundle, with a short note of the work done.',
    ],
    [
      'Can we move to a bigger bundle mid-term?',
      'Yes. Upgrades take effect straight away and the difference is charged pro rata for the rest of the term.',
    ],
    ['Do prices include VAT?', 'No. All prices are in pound sterling and exclude VAT.'],
  ]),
  {
    ...ctaBanner(
      'Not sure which bundle is right?',
      'Tell us what you have planned for the year ahead and we will suggest a bundle and term, with no obligation.',
      { label: 'Talk to Sales', href: '/contact?topic=SAP%20Business%20One' },
      { label: 'Download One-Pager', href: '/service-hours/one-pager' },
    ),
    anchor: 'contact',
  },
]

export const serviceHoursPage = page(
  '/service-hours',
  'SAP Business One Service Hours',
  'Pre-paid SAP Business One consultancy and support hours from £123 an hour. Compare bundles over 12, 24 or 36 months and calculate your savings.',
  serviceHoursBlocks,
  'SAP Business One Service Hours from £123/hour | Clearpath B1',
)
