import type { ApiFaq } from '@shared/contract-types'

export type FaqQuery = { search: string; category: string }

/** The query parameters the list reads (the FAQs route declares them to the page cache). */
export const FAQ_QUERY_PARAMS = ['search', 'category'] as const

export function readFaqQuery(params: URLSearchParams): FaqQuery {
  return { search: params.get('search') ?? '', category: params.get('category') ?? '' }
}

export function writeFaqQuery(current: FaqQuery, change: Partial<FaqQuery>): URLSearchParams {
  const next = { ...current, ...change }
  const params = new URLSearchParams()
  if (next.search) params.set('search', next.search)
  if (next.category) params.set('category', next.category)
  return params
}

/** The distinct categories in first-seen order (the API sorts FAQs by category order). */
export const faqCategories = (faqs: readonly ApiFaq[]): string[] => [...new Set(faqs.map((faq) => faq.category))]

/** Orders and narrows FAQs to those matching the words, best first (./match.ts: site search's rules). */
export type FaqMatcher = (faqs: readonly ApiFaq[], search: string) => ApiFaq[]

/** Until the matcher has loaded (and on the server): question or answer contains the words. */
const containsText: FaqMatcher = (faqs, search) => {
  const needle = search.trim().toLocaleLowerCase('en-GB')
  return faqs.filter(
    (faq) =>
      faq.question.toLocaleLowerCase('en-GB').includes(needle) ||
      faq.answer.toLocaleLowerCase('en-GB').includes(needle),
  )
}

/** FAQs in the category (empty = all) matching the search, with site search's matching once loaded. */
export function filterFaqs(
  faqs: readonly ApiFaq[],
  { search, category }: FaqQuery,
  match?: FaqMatcher | null,
): ApiFaq[] {
  const inCategory = faqs.filter((faq) => !category || faq.category === category)
  if (!search.trim()) return inCategory
  return (match ?? containsText)(inCategory, search)
}

/** Accordion rule: clicking the open item closes it; clicking another opens it and closes the previous. */
export const toggleOpen = <T>(open: T | null, clicked: T): T | null => (open === clicked ? null : clicked)
