import { describe, expect, it } from 'vitest'

import type { NewUser } from './api'
import { validateNewUser, validatePasswords, validateUserDetails } from './validate'

const valid: NewUser = {
  email: 'dana@clearpath.example',
  password: 'correct-horse',
  passwordConfirm: 'correct-horse',
  first_name: 'Dana',
  last_name: 'Reid',
  role: 'user',
  job_role: null,
}

describe('validateNewUser', () => {
  it('accepts a complete user', () => {
    expect(validateNewUser(valid)).toEqual({})
  })
  it('requires names, e-mail and password', () => {
    expect(
      validateNewUser({ ...valid, first_name: ' ', last_name: '', email: '', password: '', passwordConfirm: '' }),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    })
  })
  it('says Passwords do not match', () => {
    expect(validateNewUser({ ...valid, passwordConfirm: 'other' })).toEqual({
      passwordConfirm: 'Passwords do not match',
    })
  })
})

describe('validatePasswords', () => {
  it('needs a password and the same again', () => {
    expect(validatePasswords({ password: '', passwordConfirm: '' })).toEqual({ password: 'Password is required' })
    expect(validatePasswords({ password: 'a', passwordConfirm: 'b' })).toEqual({
      passwordConfirm: 'Passwords do not match',
    })
    expect(validatePasswords({ password: 'a', passwordConfirm: 'a' })).toEqual({})
  })
})

describe('validateUserDetails', () => {
  it('requires both names', () => {
    expect(validateUserDetails({ first_name: '', last_name: 'Reid' })).toEqual({ first_name: 'First name is required' })
  })
})
