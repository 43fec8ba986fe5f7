import { describe, expect, it } from 'vitest'

import { validateAccessRequest, validateLogin } from './validate'

describe('validateLogin', () => {
  it('requires an e-mail in e-mail format and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(validateLogin({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'Enter a valid email address' })
    expect(validateLogin({ email: 'amy@clearpath.example', password: 'secret' })).toEqual({})
  })
})

describe('validateAccessRequest', () => {
  it('requires names, a valid e-mail and a reason; company is optional', () => {
    expect(validateAccessRequest({ first_name: ' ', last_name: '', email: 'x@', company: '', reason: '' })).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Enter a valid email address',
      reason: 'Tell us why you need access',
    })
    expect(
      validateAccessRequest({
        first_name: 'Amy',
        last_name: 'Lee',
        email: 'amy@x.example',
        company: '',
        reason: 'Sales team',
      }),
    ).toEqual({})
  })
})
