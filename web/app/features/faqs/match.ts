import type { ApiFaq } from '@shared/contract-types'
import { matchingIds } from '@shared/search'

import type { FaqMatcher } from './filter'

/**
 * The FAQ filter with site search's rules (plurals, typos, "how much" for "cost"), loaded on the
 * first search so the page's first load does not carry it.
 */
export const matchFaqs: FaqMatcher = (faqs: readonly ApiFaq[], search: string) => {
  const byId = new Map(faqs.map((faq) => [String(faq.id), faq]))
  const docs = faqs.map((faq) => ({
    id: String(faq.id),
    type: 'FAQ' as const,
    title: faq.question,
    url: '',
    text: faq.answer,
  }))
  return matchingIds(docs, search).flatMap((id) => byId.get(id) ?? [])
}
