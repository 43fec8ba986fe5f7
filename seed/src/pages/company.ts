import { cards, ctaBanner, faq, hero, page, split, stats, steps } from './block-builders'
import { customerStories, partners } from './shared'

const about = page(
  '/about',
  'About Clearpath B1',
  'Clearpath B1 is a UK SAP Business One Premier Partner: 15+ years, 500+ implementations and 20 SAP awards, with support offices in 9 locations.',
  [
    hero(
      'About Clearpath B1',
      'For more than fifteen years we have helped growing UK businesses replace spreadsheets and ageing software with SAP Business One, and then stayed to help them get more from it.',
      {
        eyebrow: 'Who we are',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Explore SAP Business One', href: '/sap-business-one' },
      },
    ),
    split({
      eyebrow: 'Our story',
      illustration: 'people',
      heading: 'Started by consultants, still run by consultants',
      body: 'Clearpath B1 was founded by three SAP Business One consultants who believed smaller businesses deserved the same care as enterprise customers. Fifteen years and more than 500 implementations later, the people who scope your project are still the people who deliver it.',
      bullets: [
        'SAP Business One Premier Partner',
        '20 SAP awards for delivery and customer satisfaction',
        'Support offices in 9 locations',
        'Great Place to Work certified',
      ],
      icon: 'Building2',
      value: '15+ years',
      label: 'implementing SAP Business One',
      theme: 'light',
    }),
    stats([
      ['15+', 'years'],
      ['500+', 'implementations'],
      ['20', 'SAP awards'],
      ['4.9/5', 'customer satisfaction'],
    ]),
    cards(
      { eyebrow: 'Our values', heading: 'What you can hold us to' },
      [
        [
          'Target',
          'Say what we will do',
          'Fixed scopes, fixed prices and plain-English proposals. No surprises on the invoice.',
        ],
        [
          'HeartHandshake',
          'Stay for the long run',
          'Most of our customers have been with us for more than five years. We plan for that from day one.',
        ],
        [
          'GraduationCap',
          'Know the detail',
          'Every consultant is SAP-certified and specialises in an industry, not just a module.',
        ],
        ['MessageSquare', 'Tell you the truth', 'If an extension or a customisation is not worth it, we will say so.'],
      ],
      { columns: '4' },
    ),
    partners('muted'),
    {
      blockType: 'awards',
      eyebrow: 'Recognition',
      heading: 'Awards and certifications',
      intro: 'Twenty SAP awards over fifteen years. These are the most recent.',
      theme: 'light',
    },
    cards({ eyebrow: 'Why choose us', heading: 'Why businesses choose Clearpath B1', theme: 'muted' }, [
      ['Award', 'Premier Partner', 'The highest level of SAP Business One partnership, with direct SAP escalation.'],
      ['Cloud', 'AWS Advanced Tier', 'Hosting designed and run by certified AWS architects, at 99.995% uptime.'],
      ['Timer', 'Fast, fixed delivery', 'Live in 8-12 weeks, for a price agreed before we start.'],
      ['Headphones', 'Support that answers', 'Under 2 hours average critical response from our UK helpdesk.'],
      [
        'Puzzle',
        'Gold add-on partner',
        'Certified on the leading manufacturing, warehouse and productivity extensions.',
      ],
      ['MapPin', 'Local and global', '7 global locations for businesses with sites abroad.'],
    ]),
    ctaBanner(
      'Let’s talk about your business',
      'A 30-45 minute discovery call, a consultant who knows your industry, and an honest view of whether SAP Business One fits.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'Explore SAP Business One', href: '/sap-business-one' },
    ),
  ],
  'About Us: UK SAP Business One Premier Partner | Clearpath B1',
)

const experience = page(
  '/experience',
  'The Clearpath Experience',
  'How we work: a four-pillar partnership method, a managed AWS cloud platform, partner transfer in 4-6 weeks and results customers can measure.',
  [
    hero(
      'The Clearpath Experience',
      'Software is only half of an ERP project. The other half is the partner. Here is how we work with you, before, during and long after go-live.',
      {
        eyebrow: 'The Experience',
        primary: { label: 'Get in Touch', href: '/contact' },
        secondary: { label: 'Read the FAQs', href: '#faqs' },
      },
    ),
    steps(
      {
        eyebrow: 'Partnership methodology',
        heading: 'Four pillars of every partnership',
        intro: 'The same four commitments apply whether you have five users or five hundred.',
      },
      [
        [
          'Search',
          'Understand',
          'We learn how your business makes money before we touch the software, through workshops on your site.',
        ],
        [
          'Compass',
          'Design',
          'We design around your processes, using standard SAP Business One first and extensions where they pay back.',
        ],
        ['Rocket', 'Deliver', 'A fixed plan, fixed price and a named project manager, live in 8-12 weeks.'],
        [
          'TrendingUp',
          'Improve',
          'Quarterly health checks and a roadmap, so the system keeps up as the business grows.',
        ],
      ],
    ),
    split({
      eyebrow: 'Cloud platform',
      illustration: 'regions',
      heading: 'A managed cloud platform, run by the team that knows your system',
      body: 'We host SAP Business One on AWS in four regions, with 99.995% uptime, 24x7 monitoring and daily backups. Your hosting, support and consultancy come from one team.',
      bullets: [
        '99.995% uptime on AWS',
        '24x7 monitoring',
        'Choose Dublin, Frankfurt, N. Virginia or Toronto',
        'Up to 40% lower IT costs',
      ],
      icon: 'Cloud',
      value: '99.995%',
      label: 'uptime',
      link: { label: 'Cloud hosting', href: '/cloud-hosting' },
      theme: 'muted',
    }),
    split({
      eyebrow: 'Partner transfer',
      illustration: 'people',
      heading: 'Already on SAP Business One? Switch partner in 4-6 weeks',
      body: 'Moving partner does not mean starting again. We review your system, take over support and licences, and fix the issues that have been waiting for attention.',
      bullets: [
        'Free system health check',
        'Licences and support moved without downtime',
        'Hosting migration optional',
        'A named account manager from day one',
      ],
      icon: 'ArrowLeftRight',
      value: '4-6 weeks',
      label: 'to transfer',
      link: { label: 'Talk to us about transferring', href: '/contact' },
      left: true,
      theme: 'light',
    }),
    stats(
      [
        ['500+', 'implementations'],
        ['4.9/5', 'customer satisfaction'],
        ['< 2 hours', 'average critical response'],
        ['90 days', 'to measurable results'],
      ],
      { eyebrow: 'Proof and results', heading: 'The numbers behind the experience', theme: 'dark' },
    ),
    customerStories('light'),
    faq({ anchor: 'faqs', eyebrow: 'FAQs', heading: 'Questions about working with us', theme: 'muted' }, [
      [
        'How long does an implementation take?',
        'Most implementations take 8-12 weeks from the end of discovery to go-live. Larger multi-company or manufacturing projects can take longer; we will give you a firm plan after discovery.',
      ],
      [
        'Do you offer fixed prices?',
        'Yes. After the discovery workshops you receive a written scope and a fixed price. It only changes if you change the scope.',
      ],
      [
        'Can we move to you from another SAP partner?',
        'Yes. A partner transfer usually takes 4-6 weeks and includes a free system health check. You keep your data, licences and configuration.',
      ],
      [
        'Do we have to host in the cloud?',
        'No. We support on-premises installations too, but most customers choose our AWS hosting for 99.995% uptime and up to 40% lower IT costs.',
      ],
      [
        'What support hours do you offer?',
        'Our helpdesk is open Mon-Fri 9:00-17:30 UK time, and hosted systems are monitored 24x7. Average response to critical issues is under 2 hours.',
      ],
    ]),
    ctaBanner(
      'Experience it for yourself',
      'Book a discovery call, or read how other businesses got on in our blog.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'Read the blog', href: '/blog' },
    ),
  ],
  'The Clearpath Experience: How We Work for You | Clearpath B1',
)

const resources = page(
  '/resources',
  'Resources',
  'Guides, articles and answers about SAP Business One, cloud hosting and extensions, collected in one place.',
  [
    hero(
      'Resources',
      'Everything we have written to help you choose, implement and get more from SAP Business One: articles, answers and practical guides.',
      {
        eyebrow: 'Resources',
        primary: { label: 'Read the blog', href: '/blog' },
        secondary: { label: 'Browse FAQs', href: '/faqs' },
      },
    ),
    cards(
      { eyebrow: 'Start here', heading: 'Articles, answers and guides' },
      [
        ['FileText', 'Blog', 'News, how-tos and customer stories from our consultants, updated every month.'],
        ['MessageSquare', 'FAQs', 'Searchable answers on licensing, implementation, hosting and support.'],
        [
          'Compass',
          'Why SAP Business One',
          'A guide to the signs you have outgrown your systems and the path to fixing them.',
        ],
      ],
      {
        links: [
          { label: 'Read the blog', href: '/blog' },
          { label: 'Browse FAQs', href: '/faqs' },
          { label: 'Read the guide', href: '/sap-business-one/why' },
        ],
      },
    ),
    cards(
      { eyebrow: 'Guides', heading: 'Practical guides by topic', theme: 'muted' },
      [
        [
          'LayoutDashboard',
          'SAP Business One explained',
          'What each module does, from analytics to projects, in plain English.',
        ],
        ['Cloud', 'Moving to the cloud', 'Regions, data sovereignty and the real cost of hosting on AWS.'],
        ['Puzzle', 'Choosing extensions', 'Which add-ons fit manufacturing, distribution, eCommerce and integration.'],
        ['Clock', 'Buying service hours', 'How pre-paid hours work and how much a bundle saves.'],
      ],
      {
        columns: '4',
        links: [
          { label: 'Read the guide', href: '/sap-business-one' },
          { label: 'Read the guide', href: '/cloud-hosting' },
          { label: 'Browse extensions', href: '/products' },
          { label: 'See pricing', href: '/service-hours' },
        ],
      },
    ),
    ctaBanner(
      'Can’t find what you need?',
      'Ask us directly. We reply within one business day.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'The Experience', href: '/experience' },
    ),
  ],
  'SAP Business One Guides, Articles and Answers | Clearpath B1',
)

export const companyPages = [about, experience, resources]
