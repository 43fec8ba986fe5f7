import { describe, expect, it } from 'vitest'

import { isMalformedPath } from './malformed-url'

describe('isMalformedPath', () => {
  it('refuses broken percent-escapes and accepts well-formed ones', () => {
    expect(isMalformedPath('/api/blog/posts/%E0%A4%A')).toBe(true)
    expect(isMalformedPath('/%')).toBe(true)
    expect(isMalformedPath('/blog/caf%C3%A9')).toBe(false)
    expect(isMalformedPath('/products/ai-ecommerce')).toBe(false)
  })
})
