import { cards, ctaBanner, hero, page, stats, steps } from './block-builders'
import { QUOTES } from './shared'

const overview = page(
  '/services',
  'Services',
  'Implementation, support, cloud hosting, extensions and service hours for SAP Business One, from one UK Premier Partner.',
  [
    hero(
      'How We Can Help',
      'Everything you need to choose, implement, run and improve SAP Business One, from one partner that stays with you after go-live.',
      {
        eyebrow: 'Services',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'The Experience', href: '/experience' },
      },
    ),
    cards(
      { eyebrow: 'What we do', heading: 'One partner for the whole journey' },
      [
        [
          'Rocket',
          'Implementation',
          'A fixed-scope, fixed-price project that gets you live in 8-12 weeks.',
          '8-12 weeks',
        ],
        ['LifeBuoy', 'Support', 'A UK helpdesk with under 2 hours average critical response.', '< 2 hours'],
        ['Cloud', 'Cloud hosting', 'Managed SAP Business One on AWS with 99.995% uptime.', '99.995%'],
        [
          'Puzzle',
          'Extensions',
          'Manufacturing, warehouse, eCommerce and integration add-ons, implemented and supported by us.',
        ],
        [
          'ArrowLeftRight',
          'Partner transfer',
          'Move your existing SAP Business One to us in 4-6 weeks, without reimplementing.',
          '4-6 weeks',
        ],
        [
          'Clock',
          'Service hours',
          'Pre-paid consultancy hours at a lower rate for training, reports and improvements.',
        ],
      ],
      {
        links: [
          { label: 'Implementation', href: '/services/implementation' },
          { label: 'Support', href: '/services/support' },
          { label: 'Cloud hosting', href: '/cloud-hosting' },
          { label: 'Browse extensions', href: '/products' },
          { label: 'How transfer works', href: '/experience' },
          { label: 'Service hours', href: '/service-hours' },
        ],
      },
    ),
    stats([
      ['500+', 'implementations'],
      ['15+', 'years as an SAP partner'],
      ['4.9/5', 'customer satisfaction'],
      ['9', 'support locations'],
    ]),
    ctaBanner(
      'Not sure where to start?',
      'Tell us what you are trying to fix. We will point you to the right service, and tell you honestly if you do not need one.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'Read the FAQs', href: '/faqs' },
    ),
  ],
  'SAP Business One Services from a UK Partner | Clearpath B1',
)

const implementation = page(
  '/services/implementation',
  'SAP Business One Implementation',
  'A proven SAP Business One implementation method: fixed scope, fixed price and live in 8-12 weeks, from a partner with 500+ implementations.',
  [
    hero(
      'SAP Business One Implementation',
      'A fixed-scope, fixed-price implementation that gets you live in 8-12 weeks, run by consultants who have done it more than 500 times.',
      {
        eyebrow: 'Services · Implementation',
        highlights: ['Live in 8-12 weeks', 'Fixed price', 'Training on your own data'],
      },
    ),
    stats([
      ['500+', 'implementations delivered'],
      ['8-12', 'weeks to go-live'],
      ['4.9/5', 'customer satisfaction'],
      ['90 days', 'to measurable results'],
    ]),
    cards({ eyebrow: 'Our approach', heading: 'Six principles behind every go-live' }, [
      [
        'Target',
        'Fixed scope, fixed price',
        'After discovery you get a written scope and a price that does not move unless you change the scope.',
      ],
      [
        'Users',
        'Your people, involved early',
        'Key users help design the system, so go-live day feels familiar rather than foreign.',
      ],
      [
        'Database',
        'Clean data migration',
        'We cleanse and migrate customers, suppliers, items and open balances, and reconcile them with you.',
      ],
      [
        'GraduationCap',
        'Training on your own data',
        'Role-based training uses your products and customers, not a demo company.',
      ],
      ['Layers', 'Standard first, custom last', 'We configure before we customise, so your system stays upgrade-safe.'],
      [
        'HeartHandshake',
        'Hypercare after go-live',
        'Consultants stay close for the first month-end and the first stock count.',
      ],
    ]),
    steps({ eyebrow: 'The plan', heading: 'Discovery, Design, Delivery, Support', theme: 'muted' }, [
      ['Search', 'Discovery', 'Process workshops, a written scope and a fixed price.', 'Weeks 1-2'],
      ['Compass', 'Design', 'System configuration, forms, reports and a data migration plan.', 'Weeks 3-5'],
      ['Rocket', 'Delivery', 'Data migration, user training, testing and go-live.', 'Weeks 6-12'],
      ['LifeBuoy', 'Support', 'Hypercare, then our UK helpdesk and regular health checks.', 'Ongoing'],
    ]),
    QUOTES.northgate,
    ctaBanner(
      'Plan your implementation',
      'Book a discovery call and get a realistic timeline and a fixed price for your project.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'The Experience', href: '/experience' },
    ),
  ],
  'SAP Business One Implementation in 8-12 Weeks | Clearpath B1',
)

const support = page(
  '/services/support',
  'SAP Business One Support',
  'UK SAP Business One support with under 2 hours average critical response, 24x7 monitoring for hosted customers and proactive health checks.',
  [
    hero(
      'SAP Business One Support',
      'A UK helpdesk staffed by SAP Business One consultants, with under 2 hours average response to critical issues and proactive checks that stop problems before they start.',
      {
        eyebrow: 'Services · Support',
        highlights: ['Under 2 hours critical response', '4.9/5 satisfaction', '9 support locations'],
      },
    ),
    stats([
      ['< 2 hours', 'average critical response'],
      ['4.9/5', 'customer satisfaction'],
      ['24x7', 'monitoring for hosted systems'],
      ['9', 'support locations'],
    ]),
    cards({ eyebrow: 'What support includes', heading: 'Support that knows your system' }, [
      [
        'Headphones',
        'UK helpdesk',
        'Phone, e-mail and portal support Mon-Fri 9:00-17:30 UK time, answered by consultants, not a call centre.',
      ],
      ['Timer', 'Fast critical response', 'Under 2 hours average response when a critical process stops.'],
      [
        'Activity',
        'Proactive monitoring',
        'Hosted systems are watched 24x7; we often fix issues before you notice them.',
      ],
      [
        'ClipboardList',
        'Quarterly health checks',
        'We review performance, data quality and usage and recommend improvements.',
      ],
      ['RefreshCw', 'Upgrades managed', 'SAP’s two annual upgrades are tested and applied for you.'],
      [
        'GraduationCap',
        'Training for new starters',
        'Short refresher sessions keep new team members productive from week one.',
      ],
    ]),
    QUOTES.harrow,
    ctaBanner(
      'Switch your support to us',
      'Already on SAP Business One with another partner? We transfer support in 4-6 weeks, with a full system review included.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'The Experience', href: '/experience' },
    ),
  ],
  'SAP Business One Support UK, 2-Hour Response | Clearpath B1',
)

export const servicePages = [overview, implementation, support]
