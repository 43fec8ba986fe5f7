import { describe, expect, it } from 'vitest'

import { loginSchema, passwordSchema } from '@shared/schemas'

import { fieldErrors, hasErrors } from './validation'

describe('fieldErrors', () => {
  it('is empty when the values are valid', () => {
    expect(fieldErrors(loginSchema, { email: 'ana@example.com', password: 'secret' })).toEqual({})
  })

  it('gives the first message of each field, keyed by the field', () => {
    expect(fieldErrors(loginSchema, { email: ' ', password: '' })).toEqual({
      email: 'Email required',
      password: 'Password required',
    })
    expect(fieldErrors(loginSchema, { email: 'ana', password: 'x' })).toEqual({ email: 'Enter a valid email address' })
  })

  it('places a refinement on the field its path names', () => {
    expect(fieldErrors(passwordSchema, { password: 'long enough!', passwordConfirm: 'other' })).toEqual({
      passwordConfirm: 'Passwords do not match',
    })
  })
})

describe('hasErrors', () => {
  it('says whether any message stands', () => {
    expect(hasErrors({})).toBe(false)
    expect(hasErrors({ email: 'Email required' })).toBe(true)
  })
})
