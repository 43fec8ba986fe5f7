/**
 * The contact form's own words, as first seeded. The block's fields default to these, and the web
 * form falls back to them when a page has no contact-form block yet.
 */
export const CONTACT_FORM_COPY = {
  supportBannerTitle: 'Existing customer with a live issue?',
  supportBannerText:
    'Our service desk is the fastest route: critical issues get a response in under 2 hours. Use this form for new support contracts and general questions.',
  thankYouText: 'Your message is with our team. A consultant will reply within one business day, usually much sooner.',
} as const
