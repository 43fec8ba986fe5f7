/**
 * Copy reused on several pages: the three named customers (SPEC: testimonials from three named
 * companies), the partner line-up and the standard closing call to action.
 */
import type { CustomerStoriesBlock, PartnersBlock, QuoteBlock } from '@b1/cms/shared/payload-types'

import { ctaBanner } from './block-builders'

export const QUOTES = {
  harrow: {
    blockType: 'quote',
    quote:
      'We used to find out about a late order when the customer rang. Now the planning board shows it two weeks out, and our production accuracy has held at 99% since go-live.',
    author: 'Sarah Whitfield',
    role: 'Operations Director',
    company: 'Harrow Precision Engineering',
    result: '99% production accuracy',
    theme: 'dark',
  },
  northgate: {
    blockType: 'quote',
    quote:
      'Clearpath moved us off three spreadsheets and an old accounts package in ten weeks. Tighter purchasing alone saved us £13,000 in the first quarter.',
    author: 'James Okafor',
    role: 'Managing Director',
    company: 'Northgate Distribution',
    result: '£13,000 saved in the first quarter',
    theme: 'dark',
  },
  kestrel: {
    blockType: 'quote',
    quote:
      'Month-end used to swallow our finance team’s first week. Now it is a review, not a rescue, and I can show the board project margins I actually trust.',
    author: 'Priya Raman',
    role: 'Finance Director',
    company: 'Kestrel Consulting Group',
    result: '95% project profitability',
    theme: 'muted',
  },
} satisfies Record<string, QuoteBlock>

export const customerStories = (theme: 'light' | 'muted' = 'light'): CustomerStoriesBlock => ({
  blockType: 'customer-stories',
  eyebrow: 'Customer success',
  heading: 'Results our customers measure',
  intro: 'Three businesses, three industries, one partner. These are the numbers they report back to their boards.',
  theme,
  items: [
    {
      company: 'Harrow Precision Engineering',
      sector: 'Manufacturing',
      result: '99% production accuracy',
      summary:
        'A 140-person machine shop replaced paper job cards with SAP Business One and beas Manufacturing. Planners schedule against real capacity and the shop floor books time as it happens.',
    },
    {
      company: 'Northgate Distribution',
      sector: 'Wholesale distribution',
      result: '£13,000 saved in the first quarter',
      summary:
        'A multi-site distributor moved from spreadsheets to SAP Business One with Produmex WMS, lifting order accuracy above 99% and cutting excess stock within 90 days.',
    },
    {
      company: 'Kestrel Consulting Group',
      sector: 'Professional services',
      result: '95% project profitability',
      summary:
        'A consultancy of 80 people now runs projects, timesheets and billing in one system, and sees the margin on every engagement while it is still running.',
    },
  ],
})

export const partners = (theme: 'light' | 'muted' | 'dark' = 'muted'): PartnersBlock => ({
  blockType: 'partners',
  eyebrow: 'Partners',
  heading: 'Backed by the partners that matter',
  intro: 'Our partner status is earned through certified people, audited processes and customers who stay.',
  theme,
  items: [
    {
      name: 'SAP',
      badge: 'Premier Partner',
      description:
        'The highest tier of SAP Business One partnership, with direct access to SAP’s product and support teams.',
    },
    {
      name: 'Amazon Web Services',
      badge: 'Advanced Tier',
      description:
        'Certified AWS architects design, run and monitor every hosted SAP Business One environment we manage.',
    },
    {
      name: 'Add-on vendors',
      badge: 'Gold Partner',
      description:
        'Gold status with the makers of beas, Produmex and the B1 Usability Package, so fixes and upgrades reach you first.',
    },
    {
      name: 'Great Place to Work',
      badge: 'Certified',
      description:
        'Certified by our own consultants. People who stay learn your business, and that is who answers your call.',
    },
  ],
})

export const closingCta = () =>
  ctaBanner(
    'Ready to see SAP Business One running on your own data?',
    'Book a free discovery call. We will map your processes, show you the system working the way you work, and give you a fixed-price plan.',
    { label: 'Get in Touch Today', href: '/contact' },
    { label: 'Explore SAP Business One', href: '/sap-business-one' },
  )
