import type { ApiFaq } from '@shared/contract-types'

import type { FaqInput } from './api'

/** SPEC §3 and §9: a new FAQ is General, order 0, published. */
export const NEW_FAQ: FaqInput = { question: '', answer: '', category: 'General', order: 0, is_published: true }

export const faqCategories = (faqs: readonly ApiFaq[]) =>
  [...new Set(faqs.map((faq) => faq.category).filter(Boolean))].sort((a, b) => a.localeCompare(b))

/** Search in question and answer (any case), within one category or all; ordered by category, then order. */
export function filterFaqs(faqs: readonly ApiFaq[], { q, category }: { q: string; category: string }): ApiFaq[] {
  const needle = q.trim().toLowerCase()
  return faqs
    .filter((faq) => !category || faq.category === category)
    .filter(
      (faq) => !needle || faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle),
    )
    .sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order || a.question.localeCompare(b.question))
}
