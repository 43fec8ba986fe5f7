import { describe, expect, it } from 'vitest'

import { richTextLinkHref, safeHref } from './rich-text-links'

describe('rich-text link addresses', () => {
  it('resolves internal links to the linked document’s current address', () => {
    const internal = (relationTo: string, value: unknown) => ({ linkType: 'internal', doc: { relationTo, value } })
    expect(richTextLinkHref(internal('pages', { id: 3, path: '/resources-hub' }))).toBe('/resources-hub')
    expect(richTextLinkHref(internal('posts', { id: 4, slug: 'year-end' }))).toBe('/blog/year-end')
    expect(richTextLinkHref(internal('products', { id: 5, slug: 'focuspoint' }))).toBe('/products/focuspoint')
  })

  it('is no link when the linked document is missing, unpopulated or not a site page', () => {
    expect(richTextLinkHref({ linkType: 'internal', doc: { relationTo: 'pages', value: 3 } })).toBeNull()
    expect(richTextLinkHref({ linkType: 'internal', doc: null })).toBeNull()
    expect(richTextLinkHref({ linkType: 'internal', doc: { relationTo: 'users', value: { id: 1 } } })).toBeNull()
  })

  it('keeps custom URLs of the kinds the site links to', () => {
    expect(richTextLinkHref({ linkType: 'custom', url: 'https://example.com/a?b=1' })).toBe('https://example.com/a?b=1')
    expect(richTextLinkHref({ linkType: 'custom', url: '/contact#form' })).toBe('/contact#form')
    expect(richTextLinkHref({ url: 'mailto:hello@example.com' })).toBe('mailto:hello@example.com')
    expect(safeHref('tel:+441234567890')).toBe('tel:+441234567890')
    expect(safeHref('#pricing')).toBe('#pricing')
  })

  it('refuses script, protocol-relative and backslash URLs', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' JavaScript:alert(1)')).toBeNull()
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref('/\\evil.example')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
    expect(safeHref(undefined)).toBeNull()
  })
})
