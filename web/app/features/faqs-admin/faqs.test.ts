import { describe, expect, it } from 'vitest'

import type { ApiFaq } from '@shared/contract-types'

import { faqCategories, filterFaqs, NEW_FAQ } from './faqs'

const faq = (over: Partial<ApiFaq>): ApiFaq => ({
  id: 1,
  question: 'Q',
  answer: 'A',
  category: 'General',
  order: 0,
  is_published: true,
  ...over,
})
const faqs = [
  faq({ id: 1, question: 'How long does it take?', answer: '8-12 weeks', category: 'Implementation', order: 2 }),
  faq({ id: 2, question: 'Where is my data?', answer: 'In the AWS region you choose', category: 'Cloud', order: 0 }),
  faq({ id: 3, question: 'Who runs the project?', answer: 'A named consultant', category: 'Implementation', order: 1 }),
]

describe('filterFaqs', () => {
  it('orders by category, then order', () => {
    expect(filterFaqs(faqs, { q: '', category: '' }).map((f) => f.id)).toEqual([2, 3, 1])
  })
  it('searches question and answer in any case, within a category', () => {
    expect(filterFaqs(faqs, { q: 'aws', category: '' }).map((f) => f.id)).toEqual([2])
    expect(filterFaqs(faqs, { q: 'WHO', category: 'Implementation' }).map((f) => f.id)).toEqual([3])
    expect(filterFaqs(faqs, { q: 'aws', category: 'Implementation' })).toEqual([])
  })
  it('lists the distinct categories', () => {
    expect(faqCategories(faqs)).toEqual(['Cloud', 'Implementation'])
  })
})

describe('NEW_FAQ', () => {
  it('defaults to General, order 0, published', () => {
    expect(NEW_FAQ).toMatchObject({ category: 'General', order: 0, is_published: true })
  })
})
