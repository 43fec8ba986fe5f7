import { describe, expect, it } from 'vitest'

import { telHref } from './phone'

describe('telHref', () => {
  it('keeps digits and a leading + only', () => {
    expect(telHref('0161 496 0123')).toBe('tel:01614960123')
    expect(telHref('+44 (161) 496-0123')).toBe('tel:+441614960123')
  })
})
