import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Lead } from '@b1/cms/shared/payload-types'
import { replyDueAt } from '@b1/cms/entry'
import { daysAgo } from './dates'

type LeadSeed = Omit<Lead, 'id' | 'updatedAt' | 'createdAt' | 'assigned_to'> & { days_ago: number; assigned_to: string }

const PRIYA = 'priya.shah@clearpathb1.co.uk'
const TOM = 'tom.reynolds@clearpathb1.co.uk'

/** Enquiries in every status, some with an advisor; the message is built the way the contact page builds it. */
export const LEADS: LeadSeed[] = [
  {
    first_name: 'Sarah',
    last_name: 'Mitchell',
    email: 'sarah.mitchell@harbourfoods.example',
    phone: '0117 496 0210',
    company: 'Harbour Foods Ltd',
    role: 'Finance',
    topic: 'SAP Business One',
    status: 'new',
    assigned_to: '',
    source: 'Contact Form /sap-business-one',
    days_ago: 0,
    message:
      'Role: Finance\nTopic: SAP Business One\n\nWe run Sage 50 across two sites and month end takes eight working days. Could we talk about what SAP Business One would change?',
  },
  {
    first_name: 'Daniel',
    last_name: 'Price',
    email: 'd.price@pricefabrication.example',
    phone: '',
    company: 'Price Fabrication',
    role: 'Operations',
    topic: 'Implementation',
    status: 'new',
    assigned_to: '',
    source: 'Contact Form /sap-business-one/industries/manufacturing',
    days_ago: 1,
    message:
      'Role: Operations\nTopic: Implementation\n\nWe need MRP and shop-floor data capture for around 40 users. What does a typical timeline look like?',
  },
  {
    first_name: 'Aisha',
    last_name: 'Rahman',
    email: 'aisha@northpointdistribution.example',
    phone: '0161 496 0788',
    company: 'Northpoint Distribution',
    role: 'IT/Systems',
    topic: 'Cloud hosting',
    status: 'new',
    assigned_to: PRIYA,
    source: 'Contact Form /cloud-hosting',
    days_ago: 3,
    message:
      'Role: IT/Systems\nTopic: Cloud hosting\n\nOur SAP Business One server is out of warranty next spring. Please send details of hosting in the Ireland region.',
  },
  {
    first_name: 'Mark',
    last_name: 'Ellison',
    email: 'mark.ellison@ellisonengineering.example',
    phone: '01905 496 331',
    company: 'Ellison Engineering',
    role: 'CEO/MD',
    topic: 'Partner Transfer',
    status: 'contacted',
    assigned_to: TOM,
    source: 'Contact Form /experience',
    days_ago: 6,
    message:
      'Role: CEO/MD\nTopic: Partner Transfer\n\nWe are unhappy with response times from our current partner and would like to understand how a transfer works.',
  },
  {
    first_name: 'Chloe',
    last_name: 'Barnes',
    email: 'chloe.barnes@greenleafretail.example',
    phone: '',
    company: 'Greenleaf Retail Group',
    role: 'Operations',
    topic: 'Integration/Development',
    status: 'contacted',
    assigned_to: PRIYA,
    source: 'Contact Form /products/magma',
    days_ago: 9,
    message:
      'Role: Operations\nTopic: Integration/Development\n\nTwo of our retail customers now require EDI orders and ASNs. Can Magma handle both?',
  },
  {
    first_name: 'Oliver',
    last_name: 'Grant',
    email: 'oliver.grant@grantlabs.example',
    phone: '020 7946 0455',
    company: 'Grant Laboratories',
    role: 'Finance',
    topic: 'Support',
    status: 'contacted',
    assigned_to: '',
    source: 'Contact Form /services/support',
    days_ago: 14,
    message:
      'Role: Finance\nTopic: Support\n\nWe would like a quote for a service-hours bundle, around 50 hours over 24 months.',
  },
  {
    first_name: 'Emma',
    last_name: 'Lawson',
    email: 'emma.lawson@lawsonmarine.example',
    phone: '01752 496 118',
    company: 'Lawson Marine Supplies',
    role: 'Owner/Founder',
    topic: 'SAP Business One',
    status: 'qualified',
    assigned_to: TOM,
    source: 'Contact Form /sap-business-one/for/managing-directors',
    days_ago: 21,
    message:
      'Role: Owner/Founder\nTopic: SAP Business One\n\nWe have budget approved for a new ERP this year. Please arrange a demo for our board.',
  },
  {
    first_name: 'Raj',
    last_name: 'Patel',
    email: 'raj.patel@apexcomponents.example',
    phone: '0121 496 0902',
    company: 'Apex Components',
    role: 'IT/Systems',
    topic: 'Something else',
    status: 'qualified',
    assigned_to: PRIYA,
    source: 'Contact Form /products/beas-manufacturing',
    days_ago: 35,
    message:
      'Role: IT/Systems\nTopic: Something else\n\nWe are comparing beas Manufacturing with a standalone MES. Can we see both scheduling and quality control?',
  },
]

/**
 * Demo leads get their advisor (by e-mail) and a reply clock from their arrival; `context.seed`
 * keeps the leads' hooks from e-mailing sales and the made-up visitors.
 */
export async function seedLeads(payload: Payload): Promise<void> {
  for (const { days_ago, assigned_to, ...lead } of LEADS) {
    const existing = await payload.count({
      collection: 'leads',
      where: { email: { equals: lead.email } },
      overrideAccess: true,
    })
    if (existing.totalDocs) continue
    const createdAt = daysAgo(days_ago, 10)
    const advisor = assigned_to
      ? (
          await payload.find({
            collection: 'users',
            where: { email: { equals: assigned_to } },
            limit: 1,
            depth: 0,
            overrideAccess: true,
          })
        ).docs[0]
      : undefined
    const due = replyDueAt(new Date(createdAt))
    await payload.create({
      collection: 'leads',
      overrideAccess: true,
      context: { seed: true },
      data: {
        ...lead,
        advisor: advisor?.id as number | undefined,
        due_at: due.toISOString(),
        overdue_notified_at: due.getTime() < Date.now() ? new Date().toISOString() : undefined,
        first_contacted_at:
          lead.status === 'new' ? undefined : new Date(Math.min(Date.now(), due.getTime() - 3_600_000)).toISOString(),
        consent: { given: true, given_at: createdAt, source_page: lead.source },
        createdAt,
      } as RequiredDataFromCollectionSlug<'leads'>,
    })
  }
}
