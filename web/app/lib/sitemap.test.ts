import { describe, expect, it } from 'vitest'

import { buildSitemap } from './sitemap'

describe('buildSitemap', () => {
  it('lists each path once with its date and escapes XML', () => {
    const xml = buildSitemap('https://example.co.uk', [
      { path: '/', lastmod: '2026-01-02T10:00:00.000Z' },
      { path: '/blog/a&b' },
      { path: '/' },
    ])
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://example.co.uk/</loc><lastmod>2026-01-02</lastmod>')
    expect(xml).toContain('<loc>https://example.co.uk/blog/a&amp;b</loc>')
  })
})
