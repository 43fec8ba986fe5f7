import type { Payload } from 'payload'

import type { Award, Product, Stat } from '@b1/cms/shared/payload-types'
import { createIfMissing } from '../create-if-missing'

type Seed<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

export const AWARDS: Seed<Award>[] = [
  {
    title: 'SAP Business One Partner of the Year, UK & Ireland',
    issuer: 'SAP',
    year: 2025,
    description: 'Recognised for customer satisfaction and successful go-lives across manufacturing and distribution.',
    order: 0,
  },
  {
    title: 'SAP Business One Cloud Partner of the Year',
    issuer: 'SAP',
    year: 2024,
    description: 'For moving customers to hosted SAP Business One with 99.995% uptime.',
    order: 1,
  },
  {
    title: 'Great Place to Work Certified',
    issuer: 'Great Place to Work UK',
    year: 2025,
    description: 'Certified by our own people, the consultants who look after your system.',
    order: 2,
  },
  {
    title: 'Gold Add-on Partner',
    issuer: 'Boyum IT',
    year: 2024,
    description: 'Gold status for implementing beas Manufacturing and the B1 Usability Package.',
    order: 3,
  },
]

export const STATS: Seed<Stat>[] = [
  { value: '80,000+', label: 'Businesses run SAP Business One', order: 0 },
  { value: '500+', label: 'Implementations delivered', order: 1 },
  { value: '15+', label: 'Years as an SAP partner', order: 2 },
  { value: '99.995%', label: 'Cloud hosting uptime', order: 3 },
]

/** The ten extensions of SPEC §2, plus AI eCommerce so the E-commerce group is not empty. */
export const PRODUCTS: Seed<Product>[] = [
  {
    slug: 'beas-manufacturing',
    name: 'Beas Manufacturing',
    tagline: 'Production planning and shop-floor control inside SAP Business One',
    description:
      'Bills of materials, routings, capacity planning, shop-floor data capture and quality control, fully embedded in SAP Business One and available on a private cloud.',
    icon: 'Factory',
    group: 'manufacturing',
    brand_color: 'blue-600',
    featured: true,
    order: 0,
  },
  {
    slug: 'netronic-manufacturing',
    name: 'Netronic Manufacturing',
    tagline: 'Visual scheduling for production on the public cloud',
    description:
      'A drag-and-drop planning board that shows every production order against real capacity, so planners see bottlenecks before they reach the shop floor.',
    icon: 'CalendarRange',
    group: 'manufacturing',
    brand_color: 'indigo-600',
    featured: true,
    order: 1,
  },
  {
    slug: 'produmex-wms',
    name: 'Produmex WMS',
    tagline: 'Warehouse management built for SAP Business One',
    description:
      'Directed picking, packing, put-away, batch and serial tracking and multi-warehouse control, for 99%+ order accuracy without a second system.',
    icon: 'Warehouse',
    group: 'wholesale',
    brand_color: 'teal-600',
    featured: true,
    order: 2,
  },
  {
    slug: 'produmex-scan',
    name: 'Produmex Scan',
    tagline: 'Barcode scanning for goods in, stock moves and dispatch',
    description:
      'Mobile scanning that posts straight into SAP Business One: receipts, transfers, stock counts and deliveries, set up in about two hours.',
    icon: 'ScanBarcode',
    group: 'wholesale',
    brand_color: 'green-600',
    featured: true,
    order: 3,
  },
  {
    slug: 'ai-ecommerce',
    name: 'AI eCommerce for SAP B1',
    tagline: 'B2B and B2C web stores that run on your SAP Business One data',
    description:
      'Live prices, stock and customer terms from SAP Business One, AI product recommendations, multi-channel selling and a mobile ordering app.',
    icon: 'ShoppingCart',
    group: 'ecommerce',
    brand_color: 'orange-600',
    featured: false,
    order: 4,
  },
  {
    slug: 'b1-usability-package',
    name: 'B1 Usability Package',
    tagline: 'Make SAP Business One faster to use, without custom code',
    description:
      'Extra fields, validations, shortcuts and automation that tailor every screen to how your team works. Try it free for 20 days.',
    icon: 'MousePointerClick',
    group: 'productivity',
    brand_color: 'purple-600',
    featured: false,
    order: 5,
  },
  {
    slug: 'focuspoint',
    name: 'FocusPoint',
    tagline: 'Customise screens and workflows to fit your processes',
    description:
      'A customisation tool for SAP Business One that adds the fields, checks and workflow steps your business needs while staying upgrade-safe.',
    icon: 'Crosshair',
    group: 'productivity',
    brand_color: 'sky-600',
    featured: true,
    order: 6,
  },
  {
    slug: 'crm-for-outlook',
    name: 'CRM for Outlook',
    tagline: 'SAP Business One customer data inside Microsoft Outlook',
    description:
      'See accounts, orders and activities beside every e-mail, log conversations in one click and work up to 5x faster. 20-day free trial.',
    icon: 'Mail',
    group: 'productivity',
    brand_color: 'blue-600',
    featured: false,
    order: 7,
  },
  {
    slug: 'b1-intercompany',
    name: 'B1 InterCompany',
    tagline: 'Automate transactions between your group companies',
    description:
      'Master data synchronisation, data mapping and mirrored inter-company documents across any number of SAP Business One companies, in several languages.',
    icon: 'Building2',
    group: 'integrations',
    brand_color: 'indigo-600',
    featured: false,
    order: 8,
  },
  {
    slug: 'bpa-platform',
    name: 'BPA Platform',
    tagline: 'Integration and business process automation',
    description:
      'Data integration, report automation, notifications and alerts, and workflow, deployed in the cloud, hybrid or on-premises.',
    icon: 'Workflow',
    group: 'integrations',
    brand_color: 'pink-600',
    featured: true,
    order: 9,
  },
  {
    slug: 'magma',
    name: 'Magma',
    tagline: 'EDI and file integration with trading partners',
    description:
      'Exchange EDI, XML, JSON and CSV/Excel documents over EDI VAN, AS2, web services, HTTP/HTTPS, e-mail or FTP, straight into SAP Business One.',
    icon: 'Network',
    group: 'integrations',
    brand_color: 'teal-600',
    featured: false,
    order: 10,
  },
]

/** Awards, stats and the extension catalogue behind /api/content/*. */
export async function seedContent(payload: Payload): Promise<void> {
  for (const award of AWARDS) await createIfMissing(payload, 'awards', { title: { equals: award.title } }, award)
  for (const stat of STATS) await createIfMissing(payload, 'stats', { label: { equals: stat.label } }, stat)
  for (const product of PRODUCTS)
    await createIfMissing(payload, 'products', { slug: { equals: product.slug } }, product)
}
