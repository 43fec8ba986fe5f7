import { describe, expect, it } from 'vitest'

import { ApiError } from './api'
import { detailOr, refusedFields } from './api-errors'

describe('detailOr', () => {
  it('shows the detail of a refused request', () => {
    expect(detailOr(new ApiError(409, 'A user with this e-mail already exists'), 'Error creating user')).toBe(
      'A user with this e-mail already exists',
    )
  })
  it('falls back on server faults, network errors and anything else', () => {
    expect(detailOr(new ApiError(500, 'Internal Server Error'), 'Error creating user')).toBe('Error creating user')
    expect(detailOr(new ApiError(0, 'Network error'), 'Error creating user')).toBe('Error creating user')
    expect(detailOr(new Error('boom'), 'Error creating user')).toBe('Error creating user')
  })
})

describe('refusedFields', () => {
  it("keeps the contract's messages for the form's own fields, as conform's lists", () => {
    const error = new ApiError(400, 'Invalid', { email: 'Enter a valid email address', source: 'Source too long' })
    expect(refusedFields(error, { email: 'x', name: 'Ada' })).toEqual({ email: ['Enter a valid email address'] })
  })
  it('has nothing for other errors', () => {
    expect(refusedFields(new Error('boom'), { email: 'x' })).toEqual({})
  })
})
