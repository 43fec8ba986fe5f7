import { describe, expect, it } from 'vitest'

import { readableUrl } from './readable-url'

describe('readableUrl', () => {
  it('decodes escapes and plus signs', () => {
    expect(readableUrl('/landing/caf%C3%A9?utm_source=news%20letter&q=a+b')).toBe(
      '/landing/café?utm_source=news letter&q=a b',
    )
  })

  it('keeps what is not valid escaping', () => {
    expect(readableUrl('/offer?discount=100%')).toBe('/offer?discount=100%')
  })
})
