import { describe, expect, it } from 'vitest'

import { phoneLink } from './phone'

describe('phoneLink', () => {
  it('links a UK number in E.164, without the trunk 0, and shows it the national way', () => {
    for (const typed of [
      '+44 (0)161 496 0123',
      '0161 496 0123',
      '(0161) 4960123',
      '0044 161 496 0123',
      ' +441614960123 ',
    ])
      expect(phoneLink(typed)).toEqual({ text: '0161 496 0123', href: 'tel:+441614960123' })
    expect(phoneLink('07700 900123')).toEqual({ text: '07700 900123', href: 'tel:+447700900123' })
  })

  it('keeps a foreign number international, and an extension', () => {
    expect(phoneLink('+1 212 555 0100')).toEqual({ text: '+1 212 555 0100', href: 'tel:+12125550100' })
    expect(phoneLink('+44 161 496 0123 ext. 12')).toEqual({
      text: '0161 496 0123 x12',
      href: 'tel:+441614960123;ext=12',
    })
  })

  it('shows what cannot be dialled as typed, with no link', () => {
    expect(phoneLink('12')).toEqual({ text: '12', href: null })
    expect(phoneLink(' ask for Sam ')).toEqual({ text: 'ask for Sam', href: null })
    expect(phoneLink('')).toEqual({ text: '', href: null })
  })
})
