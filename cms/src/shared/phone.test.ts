import { describe, expect, it } from 'vitest'

import { formatPhone, phoneLink } from './phone'

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

describe('formatPhone', () => {
  it.each([
    ['0161 496 0123', '+44 161 496 0123'],
    ['07911 123456', '+44 7911 123456'],
    ['(020) 7946-0958', '+44 20 7946 0958'],
    ['+44 (0)20 7946 0958', '+44 20 7946 0958'],
    ['0044 20 7946 0958', '+44 20 7946 0958'],
    ['+353 1 234 5678', '+353 1 234 5678'],
    ['+1 212 555 0123', '+1 212 555 0123'],
  ])('reads %s as %s (UK by default, international with its code)', (typed, formatted) => {
    expect(formatPhone(typed)).toBe(formatted)
  })

  it.each(['abc', '1', '0161 496', '0161 496 0123 4567', '+999 123 456', ''])('refuses %j', (typed) => {
    expect(formatPhone(typed)).toBeNull()
  })
})
