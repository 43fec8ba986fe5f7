import { describe, expect, it } from 'vitest'

import { formatPhone } from './phone'

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
