import { describe, expect, it } from 'vitest'

import { blocksForPath } from './slots'

const all = ['hero', 'faq', 'contact-form', 'blog-list', 'faq-search']

describe('feature slot blocks', () => {
  it('offers each slot only on its own path', () => {
    expect(blocksForPath(all, '/contact')).toEqual(['hero', 'faq', 'contact-form'])
    expect(blocksForPath(all, '/blog')).toEqual(['hero', 'faq', 'blog-list'])
    expect(blocksForPath(all, '/faqs')).toEqual(['hero', 'faq', 'faq-search'])
    expect(blocksForPath(all, '/about')).toEqual(['hero', 'faq'])
    expect(blocksForPath(all, undefined)).toEqual(['hero', 'faq'])
  })
})
