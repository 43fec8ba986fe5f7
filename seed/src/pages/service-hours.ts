import type { Page } from '../../../cms/src/payload-types'

type PageSeed = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>
type Blocks = NonNullable<Page['blocks']>

/** The words of /service-hours; the bundles and prices themselves are code (SPEC §9). */
export const serviceHoursBlocks: Blocks = [
  {
    blockType: 'hero',
    size: 'page',
    eyebrow: 'SAP Business One Service Hours',
    heading: 'Expert SAP Business One help, by the hour, for less',
    subheading:
      'Pre-pay a bundle of consultancy and support hours and save up to 18% on the £150 pay-as-you-go rate, spread across 12, 24 or 36 months.',
    primary_cta: { label: 'See the bundles', href: '#pricing' },
    secondary_cta: { label: 'Calculate your savings', href: '#calculator' },
    highlights: [{ text: 'Save up to 18%' }, { text: 'Spread over 12, 24 or 36 months' }, { text: 'Quarterly health check included' }],
  },
  {
    blockType: 'bundle-pricing',
    anchor: 'pricing',
    eyebrow: 'Bundles',
    heading: 'Choose the bundle that fits your year',
    intro: 'The more hours you commit to, the lower your hourly rate. Pick a term and the monthly payment updates on every card.',
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
  {
    blockType: 'feature-cards',
    eyebrow: 'Benefits',
    heading: 'Why customers move to service hours',
    columns: '3',
    theme: 'light',
    items: [
      { icon: 'PoundSterling', title: 'A lower hourly rate', description: 'Volume discounts of 8%, 12% or 18% on every hour in the bundle.' },
      { icon: 'CalendarRange', title: 'Predictable budgeting', description: 'One monthly figure for the whole term instead of surprise invoices.' },
      { icon: 'Clock', title: 'Priority scheduling', description: 'Bundle customers are booked ahead of ad-hoc work when diaries are busy.' },
      { icon: 'UserCog', title: 'A consultant who knows you', description: 'A named consultant learns your processes, so every session starts faster.' },
      { icon: 'Repeat', title: 'Use hours your way', description: 'Training, fixes, reports or small projects: the hours follow your priorities.' },
      { icon: 'ShieldCheck', title: 'Proactive health checks', description: 'A quarterly review spots performance and data issues before users do.' },
    ],
  },
  {
    blockType: 'steps',
    eyebrow: 'How it works',
    heading: 'From purchase order to progress in four steps',
    theme: 'muted',
    items: [
      { icon: 'Target', title: 'Choose a bundle', description: 'Pick the hours and term that match your plans; we can help you size it.' },
      { icon: 'FileText', title: 'Raise one purchase order', description: 'A single PO covers the whole term, paid monthly.' },
      { icon: 'CalendarCheck', title: 'Book time as you need it', description: 'Request sessions through the service desk or your consultant.' },
      { icon: 'ChartLine', title: 'Track and review', description: 'See hours used after every session and review priorities each quarter.' },
    ],
  },
  {
    blockType: 'faq',
    anchor: 'faqs',
    eyebrow: 'FAQs',
    heading: 'Service hours questions',
    items: [
      {
        question: 'What can service hours be used for?',
        answer: 'Anything a consultant can help with: configuration changes, reports and layouts, training, upgrade planning, integrations and small projects.',
      },
      { question: 'What happens to hours we do not use?', answer: 'Unused hours expire at the end of the term, so we review usage with you every quarter to keep them working for you.' },
      { question: 'How is time recorded?', answer: 'Each session is rounded to the nearest 30 minutes and logged against your bundle, with a short note of the work done.' },
      { question: 'Can we move to a bigger bundle mid-term?', answer: 'Yes. Upgrades take effect straight away and the difference is charged pro rata for the rest of the term.' },
      { question: 'Do prices include VAT?', answer: 'No. All prices are in pound sterling and exclude VAT.' },
    ],
  },
  {
    blockType: 'cta-banner',
    anchor: 'contact',
    heading: 'Not sure which bundle is right?',
    body: 'Tell us what you have planned for the year ahead and we will suggest a bundle and term, with no obligation.',
    primary_cta: { label: 'Talk to Sales', href: '/contact?topic=Support' },
    secondary_cta: { label: 'Download One-Pager', href: '/service-hours/one-pager' },
  },
]

export const serviceHoursPage: PageSeed = {
  path: '/service-hours',
  title: 'SAP Business One Service Hours',
  meta: {
    title: 'SAP Business One Service Hours | Clearpath B1',
    description:
      'Pre-paid SAP Business One consultancy and support hours from £123 an hour. Compare bundles over 12, 24 or 36 months and calculate your savings.',
  },
  blocks: serviceHoursBlocks,
}
