import { describe, expect, it } from 'vitest'

import type { PageBlock } from '~/blocks/BlockRenderer'

import { campaignBlocks, campaignFormAnchor } from './campaign'

const hero = {
  blockType: 'hero',
  id: 'h1',
  heading: 'SAP Business One for Multi-Site Manufacturing Groups',
  primary_cta: { label: 'Book a 20-Minute Discovery Call', href: '/contact' },
  secondary_cta: { label: 'Send an enquiry', href: '#enquiry' },
  call_button: true,
} as PageBlock
const stats = { blockType: 'stat-grid', id: 's1', stats: [] } as unknown as PageBlock
const form = { blockType: 'enquiry-form', id: 'f1', product_name: 'SAP Business One' } as PageBlock
const banner = {
  blockType: 'cta-banner',
  id: 'c1',
  heading: 'Ready?',
  primary_cta: { label: 'Get in Touch Today', href: '/contact' },
  secondary_cta: { label: 'Read the blog', href: '/blog' },
} as PageBlock

describe('campaignBlocks', () => {
  it('takes the form out of the flow for the hero side, keeps one call to action and points /contact at the form', () => {
    const { blocks, form: taken } = campaignBlocks([hero, stats, form, banner])
    expect(taken).toBe(form)
    expect(blocks.map((b) => b.blockType)).toEqual(['hero', 'stat-grid', 'cta-banner'])
    const [first, , last] = blocks as [
      Extract<PageBlock, { blockType: 'hero' }>,
      PageBlock,
      Extract<PageBlock, { blockType: 'cta-banner' }>,
    ]
    expect(first.primary_cta).toEqual({ label: 'Book a 20-Minute Discovery Call', href: '#enquiry-f1' })
    expect(first.secondary_cta).toBeUndefined()
    expect(first.call_button).toBe(false)
    expect(last.primary_cta?.href).toBe('#enquiry-f1')
    expect(last.secondary_cta?.href).toBe('/blog')
    expect(campaignFormAnchor({ id: 'f1' })).toBe('enquiry-f1')
  })

  it('leaves a page without a form or without a hero as it is', () => {
    expect(campaignBlocks([hero, stats])).toEqual({ blocks: [hero, stats], form: null })
    expect(campaignBlocks([stats, form])).toEqual({ blocks: [stats, form], form: null })
  })
})
