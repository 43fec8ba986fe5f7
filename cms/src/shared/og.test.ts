import { describe, expect, it } from 'vitest'

import { ogImagePath, parseOgPath } from './og'

describe('og image params', () => {
  it('accepts plain site paths and drops a trailing slash', () => {
    expect(parseOgPath('/')).toBe('/')
    expect(parseOgPath('/sap-business-one/for/it-directors/')).toBe('/sap-business-one/for/it-directors')
    expect(parseOgPath('/blog/month_end-2026')).toBe('/blog/month_end-2026')
  })

  it('refuses anything else', () => {
    for (const bad of [
      undefined,
      '',
      'blog',
      '//evil.example',
      '/a//b',
      '/a?b',
      '/a b',
      '/../x',
      '/%2e',
      '/'.padEnd(302, 'a'),
      ['/'],
    ])
      expect(parseOgPath(bad)).toBeNull()
  })

  it('builds a versioned address', () => {
    expect(ogImagePath('/cloud-hosting', '2026-11-23T10:00:00.000Z')).toBe(
      '/og-image.png?path=%2Fcloud-hosting&v=2026-11-23T10%3A00%3A00.000Z',
    )
    expect(ogImagePath('/')).toBe('/og-image.png?path=%2F')
  })
})
