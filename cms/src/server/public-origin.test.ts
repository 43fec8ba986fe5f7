import { describe, expect, it } from 'vitest'

import { publicUrl } from './public-origin'

const SERVER = 'https://www.clearpath.example'

describe('publicUrl', () => {
  it('is SERVER_URL plus the path and query', () => {
    expect(publicUrl('/faqs?b=2&a=1', SERVER)?.href).toBe('https://www.clearpath.example/faqs?b=2&a=1')
    expect(publicUrl('/', `${SERVER}/ignored-path`)?.href).toBe('https://www.clearpath.example/')
  })

  it('normalises dot segments, so the path routed is the path keyed', () => {
    expect(publicUrl('/portal/../faqs', SERVER)?.pathname).toBe('/faqs')
  })

  it('refuses every target that is not a single-slash path', () => {
    for (const target of [
      '//evil.example/faqs',
      '/\\evil.example/faqs',
      '\\\\evil.example/faqs',
      'http://evil.example/blog',
      'https://www.clearpath.example/blog',
      '*',
      '',
      undefined,
    ])
      expect(publicUrl(target, SERVER), String(target)).toBeNull()
  })
})
