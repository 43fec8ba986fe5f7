/**
 * The words around the three routes whose behaviour is code: /contact (the form), /blog (the
 * article list) and /faqs (the FAQ search). Each page's slot block marks where the feature goes.
 */
import { CONTACT_FORM_COPY } from '@b1/cms/shared/contact-form-copy'
import type { BlogListBlock, ContactFormBlock, FaqSearchBlock } from '@b1/cms/shared/payload-types'

import { ctaBanner, faq, hero, page, stats } from './block-builders'

const contactForm: ContactFormBlock = {
  blockType: 'contact-form',
  heading: 'Send us a message',
  intro: 'Fields marked * are required.',
  office_heading: 'Head Office',
  partners_heading: 'Our Partners',
  call_heading: 'Prefer to talk it through?',
  call_body: 'Pick a 30-minute slot that suits you and the calendar invitation arrives straight away.',
  call_link_label: 'Book a discovery call',
  support_banner_title: CONTACT_FORM_COPY.supportBannerTitle,
  support_banner_text: CONTACT_FORM_COPY.supportBannerText,
  thank_you_text: CONTACT_FORM_COPY.thankYouText,
}

const contact = page(
  '/contact',
  'Contact us',
  'Talk to a UK SAP Business One partner about implementation, support, partner transfer or cloud hosting. We reply within one business day.',
  [
    {
      ...hero(
        'Let’s talk about where your business is heading',
        'Whether you are choosing an ERP, moving partner or need help with SAP Business One today, tell us what you need and the right consultant will get back to you within one business day.',
        { eyebrow: 'Contact us', primary: { label: 'Send us a message', href: '#contact-form' } },
      ),
      call_button: true,
      call_label: 'Call',
    },
    contactForm,
    faq({ heading: 'Quick Questions', theme: 'muted' }, [
      [
        'How quickly will you reply?',
        'Within one business day. Our office hours are Mon-Fri 9:00-17:30 UK time, and most enquiries hear back the same day.',
      ],
      [
        'What happens on a discovery call?',
        'A consultant spends 30-45 minutes understanding how you work today and where the friction is, then suggests next steps. No obligations and no sales script.',
      ],
      [
        'We already run SAP Business One. Can you help?',
        'Yes. We support existing customers and handle partner transfers, which usually take 4-6 weeks with no disruption to your users.',
      ],
    ]),
    ctaBanner(
      'Exploring first?',
      'See what SAP Business One does for a business like yours, or read practical guidance from our consultants on the blog.',
      { label: 'Explore SAP Business One', href: '/sap-business-one' },
      { label: 'Read the blog', href: '/blog' },
    ),
  ],
  'Contact a UK SAP Business One Partner | Clearpath B1',
)

const blogList: BlogListBlock = {
  blockType: 'blog-list',
  post_cta: { text: 'Want to talk this through for your business?', button_label: 'Get in Touch' },
}

const blog = page(
  '/blog',
  'Blog',
  'Practical articles on SAP Business One, ERP projects, cloud hosting and running a growing business, from the Clearpath B1 team.',
  [
    {
      ...hero(
        'Blog',
        'Practical guidance on SAP Business One, ERP projects, cloud hosting and the day-to-day of running a growing business.',
        { eyebrow: 'Insights from our consultants' },
      ),
      primary_cta: {},
    },
    blogList,
  ],
  'SAP Business One Blog: ERP Advice and Guides | Clearpath B1',
)

const faqSearch: FaqSearchBlock = { blockType: 'faq-search' }

const faqs = page(
  '/faqs',
  'Frequently Asked Questions',
  'Answers about SAP Business One licensing, implementation, cloud hosting, support and working with Clearpath B1.',
  [
    {
      ...hero(
        'Frequently Asked Questions',
        'Straight answers about SAP Business One, licensing, implementation, cloud hosting and support, from the team that delivers them.',
        { eyebrow: 'Help centre' },
      ),
      primary_cta: {},
    },
    stats(
      [
        ['8', 'Categories'],
        ['1 day', 'Reply to anything not covered here, within one business day'],
        ['< 2 hrs', 'Average response to a critical support issue'],
        ['4.9/5', 'Customer satisfaction'],
      ],
      { theme: 'dark' },
    ),
    faqSearch,
    ctaBanner(
      'Still have a question?',
      'Ask us directly and a consultant will reply within one business day, or see how we work with customers.',
      { label: 'Get in Touch', href: '/contact' },
      { label: 'The Experience', href: '/experience' },
    ),
  ],
  'Frequently Asked Questions: SAP Business One | Clearpath B1',
)

/** /book: the words around the slot picker (the route places it after the hero), where "Book a discovery call" links lead. */
const book = page(
  '/book',
  'Book a discovery call',
  'Pick a free 30-minute discovery call with a UK SAP Business One consultant and get the calendar invitation by e-mail straight away.',
  [
    hero(
      'Book a discovery call',
      'Thirty minutes with a consultant who knows SAP Business One inside out: no obligations and no sales script.',
      { eyebrow: 'Free 30-minute call', primary: { label: 'Choose a time', href: '#book' } },
    ),
    faq({ heading: 'About the call', theme: 'muted' }, [
      [
        'What happens on the call?',
        'A consultant asks how your business runs today, where the friction is and what you want to change, then suggests honest next steps.',
      ],
      [
        'Which times can I choose?',
        'Any free half hour in our office hours, Monday to Friday 9:00-17:30 UK time. The picker shows them in your own time zone.',
      ],
      [
        'Can I move or cancel it?',
        'Yes. The invitation e-mail has a link to choose another time or cancel, up to the start of the call.',
      ],
    ]),
  ],
  'Book a Discovery Call with a SAP Business One Partner',
)

export const featurePages = [contact, blog, faqs, book]
