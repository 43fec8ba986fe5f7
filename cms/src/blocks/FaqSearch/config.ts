import type { Block } from 'payload'

/** Where the searchable FAQ list goes on /faqs. The questions themselves are the FAQ items collection. */
export const FaqSearchBlock: Block = {
  slug: 'faq-search',
  interfaceName: 'FaqSearchBlock',
  labels: { singular: 'FAQ search and list', plural: 'FAQ search and lists' },
  admin: { disableBlockName: true },
  fields: [],
}
