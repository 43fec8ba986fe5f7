import { describe, expect, it } from 'vitest'

import type { ApiFaq } from '@shared/contract-types'

import { faqCategories, filterFaqs, readFaqQuery, toggleOpen, writeFaqQuery } from './filter'

const faq = (id: number, category: string, question: string, answer = ''): ApiFaq => ({
  id,
  category,
  question,
  answer,
  order: 0,
  is_published: true,
})

const faqs = [
  faq(1, 'General', 'Who are you?', 'A UK SAP Business One partner.'),
  faq(2, 'Pricing', 'How is licensing priced?', 'Per named user, monthly or perpetual.'),
  faq(3, 'General', 'Where are you based?', 'Manchester.'),
  faq(4, 'Support', 'How fast do you respond?', 'Under 2 hours for critical issues.'),
]

describe('filterFaqs', () => {
  it('shows all with no search and no category', () => {
    expect(filterFaqs(faqs, { search: '', category: '' })).toHaveLength(4)
  })

  it('matches question or answer, case-insensitively', () => {
    expect(filterFaqs(faqs, { search: 'LICENSING', category: '' }).map((f) => f.id)).toEqual([2])
    expect(filterFaqs(faqs, { search: ' manchester ', category: '' }).map((f) => f.id)).toEqual([3])
  })

  it('filters by category and combines with the search', () => {
    expect(filterFaqs(faqs, { search: '', category: 'General' }).map((f) => f.id)).toEqual([1, 3])
    expect(filterFaqs(faqs, { search: 'based', category: 'General' }).map((f) => f.id)).toEqual([3])
    expect(filterFaqs(faqs, { search: 'based', category: 'Support' })).toEqual([])
  })
})

describe('faq helpers', () => {
  it('lists distinct categories in order', () => {
    expect(faqCategories(faqs)).toEqual(['General', 'Pricing', 'Support'])
  })

  it('opens one item at a time and closes the open one when clicked again', () => {
    expect(toggleOpen(null, 1)).toBe(1)
    expect(toggleOpen(1, 2)).toBe(2)
    expect(toggleOpen(2, 2)).toBeNull()
  })

  it('keeps search and category in the URL query', () => {
    expect(readFaqQuery(new URLSearchParams('search=sla&category=Support'))).toEqual({
      search: 'sla',
      category: 'Support',
    })
    expect(writeFaqQuery({ search: 'sla', category: 'Support' }, { category: '' }).toString()).toBe('search=sla')
  })
})

describe('filterFaqs with site search matching (issue 26)', () => {
  const priced = [...faqs, faq(5, 'Pricing', 'What does consultancy cost?', 'Hours are billed at £150.')]

  it('finds the cost question for "how much does it cost" and "prices", ranked first', async () => {
    const { matchFaqs } = await import('./match')
    expect(filterFaqs(priced, { search: 'how much does it cost', category: '' }, matchFaqs)[0]!.id).toBe(5)
    expect(filterFaqs(priced, { search: 'prices', category: '' }, matchFaqs).map((f) => f.id)).toEqual(
      expect.arrayContaining([2, 5]),
    )
    expect(filterFaqs(priced, { search: 'how much', category: 'General' }, matchFaqs)).toEqual([])
  })

  it('tolerates a typo', async () => {
    const { matchFaqs } = await import('./match')
    expect(filterFaqs(priced, { search: 'consultency', category: '' }, matchFaqs).map((f) => f.id)).toEqual([5])
  })
})
