import type { ApiFaq } from '@shared/contract-types'
import { compactErrors, required, type FieldErrors } from '~/lib/validation'

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

/** SPEC §5: question, answer and category required. */
export function validateFaq(faq: FaqInput): FieldErrors<FaqInput> {
  return compactErrors<FaqInput>({
    question: required(faq.question, 'Question is required'),
    answer: required(faq.answer, 'Answer is required'),
    category: required(faq.category, 'Category is required'),
    order: Number.isFinite(faq.order) ? undefined : 'Order must be a number',
  })
}
