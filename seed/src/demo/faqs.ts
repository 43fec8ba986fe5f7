import type { Payload } from 'payload'

import { createIfMissing } from '../create-if-missing'

/** The eight categories the FAQ page promises (SPEC §2: "Stat says 8 categories"). */
export const FAQ_CATEGORIES = [
  'General',
  'SAP Business One',
  'Implementation',
  'Cloud Hosting',
  'Support',
  'Extensions',
  'Pricing & Licensing',
  'Partner Transfer',
] as const

type FaqSeed = { category: (typeof FAQ_CATEGORIES)[number]; question: string; answer: string }

export const FAQS: FaqSeed[] = [
  {
    category: 'General',
    question: 'Who do you work with?',
    answer:
      'Growing UK businesses, typically with 10 to 500 users, in manufacturing, wholesale distribution and professional services. Most of our customers have outgrown an entry-level accounting package or are running several disconnected systems.',
  },
  {
    category: 'General',
    question: 'How quickly will you reply to an enquiry?',
    answer: 'Within one business day. Our office hours are Monday to Friday, 9:00 to 17:30 UK time.',
  },
  {
    category: 'General',
    question: 'What happens on a discovery call?',
    answer:
      'A consultant spends 30 to 45 minutes understanding how you work today, where the pain is and what you want to change. You leave with an honest view of whether SAP Business One fits, and there is no obligation.',
  },
  {
    category: 'SAP Business One',
    question: 'What is SAP Business One?',
    answer:
      'An ERP system for small and medium businesses that brings finance, sales, purchasing, inventory, production and reporting into one system. More than 80,000 businesses in 170 countries run on it, and it is available in 28 languages.',
  },
  {
    category: 'SAP Business One',
    question: 'Can SAP Business One grow with us?',
    answer:
      'Yes. It scales from a single user to 500+ users, handles multiple companies and currencies, and can be extended with add-ons rather than replaced as you grow.',
  },
  {
    category: 'SAP Business One',
    question: 'Does it work with Microsoft Office?',
    answer:
      'Yes. You can export any report to Excel, produce documents in Word, and with CRM for Outlook you see customer data and log activity straight from your inbox.',
  },
  {
    category: 'Implementation',
    question: 'How long does an implementation take?',
    answer:
      'Typically 8 to 12 weeks from kick-off to go-live, depending on the number of companies, the data you migrate and the add-ons involved. We agree the plan and milestones before work starts.',
  },
  {
    category: 'Implementation',
    question: 'What do you need from our team?',
    answer:
      'A project lead who can make decisions, a few hours a week from each department during design and testing, and access to your current data for migration. We handle configuration, data loading and training.',
  },
  {
    category: 'Implementation',
    question: 'Can you migrate data from our old system?',
    answer:
      'Yes. We routinely migrate customers, suppliers, items, open orders and opening balances from Sage, Xero, QuickBooks and older ERPs, and we reconcile the figures with your finance team before go-live.',
  },
  {
    category: 'Cloud Hosting',
    question: 'Where is my data hosted?',
    answer:
      'On AWS, in the region you choose: Ireland (Dublin), Germany (Frankfurt), US East (N. Virginia) or Canada (Toronto). Your data stays in that region.',
  },
  {
    category: 'Cloud Hosting',
    question: 'What uptime do you provide?',
    answer:
      'Our hosted SAP Business One platform is designed for 99.995% availability, with 24x7 monitoring, daily backups and patching handled for you.',
  },
  {
    category: 'Cloud Hosting',
    question: 'Will hosting reduce our IT costs?',
    answer:
      'Usually. Customers avoid server refreshes, backup tooling and out-of-hours maintenance, and typically see up to 40% lower IT costs over the life of the system.',
  },
  {
    category: 'Support',
    question: 'How fast do you respond to critical issues?',
    answer:
      'Critical issues that stop you trading get an average response in under 2 hours. Every ticket is handled by SAP Business One consultants, not a general helpdesk.',
  },
  {
    category: 'Support',
    question: 'How do I raise a support ticket?',
    answer:
      'Choose Support as the topic on our contact form, e-mail the service desk or call us during office hours. Customers on a support plan also have a portal to track tickets.',
  },
  {
    category: 'Support',
    question: 'Do you help with upgrades?',
    answer:
      'Yes. SAP releases two upgrades a year; we test each one against your add-ons and customisations and schedule the upgrade at a time that suits you.',
  },
  {
    category: 'Extensions',
    question: 'Which add-ons do you support?',
    answer:
      'We implement and support beas Manufacturing, Netronic, Produmex WMS and Scan, the B1 Usability Package, B1 InterCompany, FocusPoint, CRM for Outlook, BPA Platform, Magma and AI eCommerce for SAP B1.',
  },
  {
    category: 'Extensions',
    question: 'Can we try an add-on before buying?',
    answer:
      'Several add-ons, including the B1 Usability Package and CRM for Outlook, come with a 20-day free trial that we can set up for you.',
  },
  {
    category: 'Extensions',
    question: 'Will add-ons survive an SAP upgrade?',
    answer:
      'The add-ons we offer are certified for SAP Business One and kept in step with its releases. We check compatibility before every upgrade.',
  },
  {
    category: 'Pricing & Licensing',
    question: 'How is SAP Business One licensed?',
    answer:
      'Per named user, with different user types for full users and lighter roles. You can buy licences outright or subscribe monthly, and we size the mix to how each person works.',
  },
  {
    category: 'Pricing & Licensing',
    question: 'What does consultancy cost?',
    answer:
      'Pay-as-you-go time is £150 per hour excluding VAT. Service-hour bundles of 25 to 200 hours over 12, 24 or 36 months bring the rate down by up to 18%.',
  },
  {
    category: 'Pricing & Licensing',
    question: 'Are there hidden costs?',
    answer:
      'No. Our proposals list licences, implementation, hosting and support separately, with fixed prices for defined work and rates for anything else.',
  },
  {
    category: 'Partner Transfer',
    question: 'Can we move to you from another SAP partner?',
    answer:
      'Yes. You keep your licences and your data; we take over support, maintenance and licence management. SAP handles the change of partner with us.',
  },
  {
    category: 'Partner Transfer',
    question: 'How long does a partner transfer take?',
    answer:
      'Usually 4 to 6 weeks, including a health check of your system so we understand your set-up before we take over support.',
  },
  {
    category: 'Partner Transfer',
    question: 'Will a transfer disrupt our business?',
    answer:
      'No. Your system keeps running throughout. We plan the handover with your current partner and only switch support over once we have documented your configuration.',
  },
]

export async function seedFaqs(payload: Payload): Promise<void> {
  for (const [index, faq] of FAQS.entries()) {
    await createIfMissing(
      payload,
      'faq-items',
      { question: { equals: faq.question } },
      { ...faq, order: index, is_published: true },
    )
  }
}
