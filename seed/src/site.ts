import type { Payload } from 'payload'

import { pageIdsByPath, withPageReferences } from '@b1/cms/entry'

import type {
  Footer as FooterDoc,
  Navigation as NavigationDoc,
  Redirect,
  SiteSetting,
} from '@b1/cms/shared/payload-types'

import { GOLD_LOGO_NAMES, type SeedPictures } from './pictures'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>

export const SITE_SETTINGS: Data<SiteSetting> = {
  company_name: 'Clearpath B1',
  phone: '0161 496 0123',
  email: 'hello@clearpathb1.co.uk',
  address: {
    line1: 'Clearpath House',
    line2: '12 Albert Square',
    city: 'Manchester',
    postcode: 'M2 5PE',
    country: 'United Kingdom',
  },
  // Placeholders until the company registers: marketers replace them in Site settings.
  company_number: '09876543',
  vat_number: 'GB 123 4567 89',
  office_hours: 'Mon-Fri 9:00-17:30 UK time',
  // Placeholder profile addresses in the company's name, edited in Site settings.
  socials: [
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/clearpath-b1' },
    { platform: 'youtube', url: 'https://www.youtube.com/@clearpathb1' },
    { platform: 'x', url: 'https://x.com/clearpathb1' },
  ],
  partner_badges: [
    { name: 'SAP Premier', description: 'SAP Business One Premier Partner' },
    { name: 'AWS Advanced', description: 'AWS Advanced Tier Services Partner' },
    { name: 'Gold partner', description: 'Gold add-on partner' },
  ],
}

const link = (label: string, href: string, description: string, icon: string) => ({
  label,
  href,
  description,
  icon: icon as never,
})

export const NAVIGATION: Data<NavigationDoc> = {
  items: [
    {
      label: 'SAP Business One',
      kind: 'menu',
      menu_type: 'sap-business-one',
      href: '/sap-business-one',
      intro: 'SAP Business One: 80,000+ businesses trust us',
      sections: [
        {
          heading: 'The platform',
          links: [
            link(
              'SAP Business One',
              '/sap-business-one',
              'One ERP for finance, sales, stock and production',
              'LayoutDashboard',
            ),
            link('Why SAP Business One', '/sap-business-one/why', 'Build the business of the future', 'Rocket'),
            link('Cloud hosting', '/cloud-hosting', 'Run it on AWS at 99.995% uptime', 'Cloud'),
          ],
        },
        {
          heading: 'Industries',
          links: [
            link(
              'Manufacturing',
              '/sap-business-one/industries/manufacturing',
              'MRP, production and traceability',
              'Factory',
            ),
            link(
              'Wholesale distribution',
              '/sap-business-one/industries/wholesale',
              'Stock, pricing and fast fulfilment',
              'Warehouse',
            ),
            link(
              'Professional services',
              '/sap-business-one/industries/professional-services',
              'Projects, time and profitability',
              'Briefcase',
            ),
          ],
        },
        {
          heading: 'For leaders',
          links: [
            link(
              'Managing Directors',
              '/sap-business-one/for/managing-directors',
              'See the whole business at a glance',
              'Briefcase',
            ),
            link(
              'Finance Directors',
              '/sap-business-one/for/finance-directors',
              'Faster close, cleaner audit',
              'PoundSterling',
            ),
            link('IT Directors', '/sap-business-one/for/it-directors', 'Secure, supported, hosted', 'Server'),
            link(
              'Operations Directors',
              '/sap-business-one/for/operations-directors',
              'Orders, stock and service in step',
              'Truck',
            ),
            link(
              'Manufacturing Directors',
              '/sap-business-one/for/manufacturing-directors',
              'Plan to capacity, build right first time',
              'Factory',
            ),
          ],
        },
      ],
    },
    {
      label: 'SAP B1 Extensions',
      kind: 'menu',
      menu_type: 'products',
      href: '/products',
      intro: 'Proven add-ons we implement and support, grouped by what they do',
      sections: [],
    },
    {
      label: 'Who We Are',
      kind: 'menu',
      menu_type: 'who-we-are',
      href: '/about',
      intro: 'A UK SAP Business One partner with 15+ years and 500+ implementations behind it',
      sections: [
        {
          heading: 'Company',
          links: [
            link('About us', '/about', 'Our story, values and partners', 'Building2'),
            link('The Experience', '/experience', 'How we work with you', 'HeartHandshake'),
          ],
        },
        {
          heading: 'Insights',
          links: [
            link('Blog', '/blog', 'Guides and news on SAP Business One', 'FileText'),
            link('Resources', '/resources', 'Guides, FAQs and articles in one place', 'Layers'),
          ],
        },
        {
          heading: 'Answers',
          links: [link('FAQs', '/faqs', 'Quick answers to common questions', 'MessageSquare')],
        },
      ],
    },
    { label: 'The Experience', kind: 'link', href: '/experience' },
    {
      label: 'How We Can Help',
      kind: 'menu',
      menu_type: 'services',
      href: '/services',
      intro: 'From first workshop to the day-to-day helpdesk',
      sections: [
        {
          heading: 'Services',
          links: [
            link('Implementation', '/services/implementation', 'Live in 8-12 weeks, on time and on budget', 'Rocket'),
            link('Support', '/services/support', 'Under 2 hours average critical response', 'LifeBuoy'),
            link('Service hours', '/service-hours', 'Prepaid support hours from £123 an hour', 'Clock'),
          ],
        },
        {
          heading: 'More',
          links: [
            link('All services', '/services', 'Everything we do, on one page', 'Layers'),
            link('Cloud hosting', '/cloud-hosting', 'Managed SAP Business One on AWS', 'Cloud'),
          ],
        },
        {
          heading: 'Talk to us',
          links: [link('Contact', '/contact', 'A reply within one business day', 'Mail')],
        },
      ],
    },
  ],
}

export const FOOTER: Data<FooterDoc> = {
  tagline:
    'Clearpath B1 implements, hosts and supports SAP Business One for growing manufacturers, distributors and service firms across the UK and Ireland.',
  columns: [
    {
      heading: 'Company',
      links: [
        { label: 'About us', href: '/about' },
        { label: 'The Experience', href: '/experience' },
        { label: 'Services', href: '/services' },
        { label: 'Cloud hosting', href: '/cloud-hosting' },
        { label: 'Service hours', href: '/service-hours' },
        { label: 'Resources', href: '/resources' },
      ],
    },
    {
      heading: 'Solutions',
      links: [
        { label: 'Manufacturing', href: '/solutions/manufacturing' },
        { label: 'Distribution', href: '/solutions/distribution' },
        { label: 'Professional services', href: '/solutions/professional' },
        { label: 'SAP Business One', href: '/sap-business-one' },
        { label: 'Extensions', href: '/products' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { label: 'Terms & Conditions', href: '/terms' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Contact', href: '/contact' },
      ],
    },
  ],
}

/** SPEC lists /solutions/* in the footer; they answer 301 to the matching industry pages. */
export const REDIRECTS: Data<Redirect> = {
  items: [
    { from: '/solutions/manufacturing', to: '/sap-business-one/industries/manufacturing' },
    { from: '/solutions/distribution', to: '/sap-business-one/industries/wholesale' },
    { from: '/solutions/professional', to: '/sap-business-one/industries/professional-services' },
  ],
}

/**
 * Globals are written once, published: later runs leave an edited global alone. Menu and footer links
 * to a page are stored as references to it (they follow a change of its path); the rest are custom URLs.
 */
export async function seedGlobals(payload: Payload, pictures: SeedPictures): Promise<void> {
  const pages = await pageIdsByPath(payload)
  const asLinks = <T>(data: T): T => withPageReferences(data, pages, () => true)
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.phone)
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: {
        ...SITE_SETTINGS,
        partner_badges: SITE_SETTINGS.partner_badges?.map((badge) =>
          GOLD_LOGO_NAMES.has(badge.name) ? { ...badge, logo: pictures.goldLogo } : badge,
        ),
        _status: 'published',
      },
    })
  const navigation = await payload.findGlobal({ slug: 'navigation', overrideAccess: true })
  if (!navigation.items?.length)
    await payload.updateGlobal({
      slug: 'navigation',
      overrideAccess: true,
      data: { ...asLinks(NAVIGATION), _status: 'published' },
    })
  const footer = await payload.findGlobal({ slug: 'footer', overrideAccess: true })
  if (!footer.columns?.length)
    await payload.updateGlobal({
      slug: 'footer',
      overrideAccess: true,
      data: { ...asLinks(FOOTER), _status: 'published' },
    })
  const redirects = await payload.findGlobal({ slug: 'redirects', overrideAccess: true })
  if (!redirects.items?.length)
    await payload.updateGlobal({
      slug: 'redirects',
      overrideAccess: true,
      data: { ...REDIRECTS, _status: 'published' },
    })
}
