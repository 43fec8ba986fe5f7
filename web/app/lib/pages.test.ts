import { describe, expect, it } from 'vitest'

import type { Page } from '@shared/payload-types'

import { findBlock, withSlot } from './pages'

describe('feature slots', () => {
  it('keeps the page’s blocks when the slot is there, and appends it when an editor removed it', () => {
    const hero = { blockType: 'hero', heading: 'Blog' } as const
    const list = { blockType: 'blog-list' } as const
    expect(withSlot([hero, list], 'blog-list')).toEqual([hero, list])
    expect(withSlot([hero], 'blog-list')).toEqual([hero, list])
    expect(withSlot(null, 'faq-search')).toEqual([{ blockType: 'faq-search' }])
  })

  it('finds the blog list’s call to action on the /blog page', () => {
    const page = {
      blocks: [{ blockType: 'blog-list', post_cta: { text: 'Talk?', button_label: 'Get in Touch' } }],
    } as Page
    expect(findBlock(page, 'blog-list')?.post_cta?.text).toBe('Talk?')
    expect(findBlock(null, 'blog-list')).toBeUndefined()
  })
})
