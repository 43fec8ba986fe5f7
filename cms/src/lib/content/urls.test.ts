import { describe, expect, it } from 'vitest'

import { CUSTOM_URL_MESSAGE, REDIRECT_TARGET_MESSAGE, validateCustomUrl, validateRedirectTarget } from './urls'

describe('validateRedirectTarget', () => {
  it('accepts a path on this site or an http(s) address', () => {
    for (const ok of ['/', '/resources-hub', '/blog?page=2', '/experience#faqs', 'https://example.com/x', 'http://a.b'])
      expect(validateRedirectTarget(ok)).toBe(true)
  })
  it('refuses other sites disguised as paths, scripts and other schemes', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'ftp://host',
      'https://',
      'resources',
      '',
      null,
    ])
      expect(validateRedirectTarget(bad)).toBe(REDIRECT_TARGET_MESSAGE)
  })
})

describe('validateCustomUrl', () => {
  it('also takes an in-page anchor', () => {
    expect(validateCustomUrl('#faqs')).toBe(true)
    expect(validateCustomUrl('https://ico.org.uk')).toBe(true)
  })
  it('refuses the same unsafe addresses', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '#', 'tel:123'])
      expect(validateCustomUrl(bad)).toBe(CUSTOM_URL_MESSAGE)
  })
})
