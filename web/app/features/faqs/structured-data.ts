import type { ApiFaq } from '@shared/contract-types'

/** schema.org FAQPage for the FAQ page. */
export const faqPageJsonLd = (faqs: readonly ApiFaq[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
})
