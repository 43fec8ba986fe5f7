import { cards, enquiry, hero, page, stats } from './block-builders'
import { costComparison } from './hosting-costs'

export const cloudHostingPage = page(
  '/cloud-hosting',
  'SAP Business One Cloud Hosting',
  'Managed SAP Business One hosting on AWS: 99.995% uptime, 24x7 monitoring, four regions for data sovereignty and up to 40% lower IT costs.',
  [
    hero(
      'SAP Business One Cloud Hosting on AWS',
      'We run your SAP Business One on Amazon Web Services in the region you choose, monitored around the clock, backed up daily and supported by the team that implemented it.',
      {
        eyebrow: 'Cloud hosting · AWS Advanced Tier Services Partner',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Hosting regions', href: '#regions' },
        highlights: ['99.995% uptime', '24x7 monitoring', 'Partner transfer in 4-6 weeks'],
      },
    ),
    stats([
      ['99.995%', 'uptime'],
      ['24x7', 'monitoring'],
      ['Up to 40%', 'lower IT costs'],
      ['4', 'AWS hosting regions'],
    ]),
    cards({ eyebrow: 'Benefits', heading: 'Why run SAP Business One in our cloud' }, [
      [
        'Gauge',
        'Always available',
        '99.995% uptime across multiple availability zones, with failover that does not wait for office hours.',
      ],
      [
        'PoundSterling',
        'Predictable monthly cost',
        'One monthly fee per user replaces servers, licences for the stack and weekend call-outs.',
      ],
      [
        'ShieldCheck',
        'Enterprise-grade security',
        'Encryption at rest and in transit, multi-factor access and continuous threat monitoring.',
      ],
      [
        'Smartphone',
        'Work from anywhere',
        'Secure access from the office, home or the warehouse floor, on any device.',
      ],
      [
        'RefreshCw',
        'Upgrades handled',
        'We test and apply SAP’s two annual upgrades, out of hours, with a rollback plan.',
      ],
      [
        'HardDrive',
        'Backups you never think about',
        'Daily backups kept in a second location, restored and tested every quarter.',
      ],
    ]),
    cards(
      { eyebrow: 'The Clearpath advantage', heading: 'Hosting by the people who know your system', theme: 'muted' },
      [
        [
          'Handshake',
          'One partner, one call',
          'The team that hosts your system is the team that implemented and supports it. No finger-pointing.',
        ],
        [
          'Award',
          'AWS Advanced Tier',
          'Certified AWS architects design every environment to AWS’s Well-Architected standards.',
        ],
        [
          'Activity',
          '24x7 proactive monitoring',
          'We see disk, memory and database warnings before they become problems, day and night.',
        ],
        [
          'Timer',
          'Under 2 hours critical response',
          'Our average response to a critical issue, backed by SAP Premier Partner escalation.',
        ],
        [
          'ArrowLeftRight',
          'Move in 4-6 weeks',
          'We transfer you from another partner or from your own servers with a tested cut-over plan.',
        ],
        [
          'Scale',
          'Scales with you',
          'Add users, companies or extensions without buying hardware, from 1 to 500+ users.',
        ],
      ],
    ),
    {
      blockType: 'hosting-regions',
      anchor: 'regions',
      eyebrow: 'Hosting regions',
      heading: 'Your data, in the region you choose',
      intro:
        'Four AWS regions cover the UK and Ireland, continental Europe and North America. Your data stays in the region you pick.',
      theme: 'light',
      regions: [
        {
          name: 'Ireland',
          location: 'Dublin',
          code: 'eu-west-1',
          description: 'Our default for UK and Irish customers: low latency and EU data residency.',
        },
        {
          name: 'Frankfurt',
          location: 'Germany',
          code: 'eu-central-1',
          description: 'For businesses that want their data held in Germany under EU law.',
        },
        {
          name: 'US East',
          location: 'N. Virginia',
          code: 'us-east-1',
          description: 'For US subsidiaries and customers trading mainly in North America.',
        },
        {
          name: 'Canada',
          location: 'Toronto',
          code: 'ca-central-1',
          description: 'For Canadian operations that need their data kept in Canada.',
        },
      ],
    },
    {
      blockType: 'data-sovereignty',
      eyebrow: 'Data sovereignty',
      heading: 'You decide where your data lives',
      body: 'Customers, auditors and regulators increasingly ask where business data is held. With us the answer is simple: in the AWS region you chose, and nowhere else.',
      theme: 'dark',
      points: [
        {
          icon: 'MapPin',
          title: 'Region-locked storage',
          description: 'Databases, backups and file attachments stay in your chosen region.',
        },
        {
          icon: 'Lock',
          title: 'Encrypted end to end',
          description: 'AES-256 encryption at rest and TLS in transit, with keys managed in AWS.',
        },
        {
          icon: 'FileText',
          title: 'GDPR-ready contracts',
          description: 'A data processing agreement that names the region and every sub-processor.',
        },
        {
          icon: 'Eye',
          title: 'Access you can audit',
          description: 'Every administrative login is logged and reviewable on request.',
        },
      ],
      note: 'Backups are replicated within the same region to a separate availability zone.',
    },
    costComparison(),
    enquiry(
      'Cloud Hosting',
      'sky-600',
      'Get a hosting quote for your SAP Business One',
      'Tell us how many users you have and where your team works. We will recommend a region and send a fixed monthly price within one business day.',
      'Cloud hosting',
      { askHosting: true },
    ),
  ],
  'SAP Business One Cloud Hosting on AWS | Clearpath B1',
)
