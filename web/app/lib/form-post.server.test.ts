import { describe, expect, it } from 'vitest'

import { ApiError } from './api'
import { answerRefusal } from './form-post.server'

describe('answerRefusal', () => {
  const values = { email: 'ada@example', name: 'Ada' }
  const answer = (error: unknown) => {
    const result = answerRefusal('contact', values, error)
    return { code: result.init?.status, post: result.data }
  }

  it("puts the contract's messages for the form's own fields next to them, keeping the values", () => {
    const refusal = new ApiError(400, 'Invalid email', { email: 'Invalid email', quote: 'not a field here' })
    expect(answer(refusal)).toEqual({
      code: 400,
      post: { form: 'contact', status: 'invalid', values, errors: { email: 'Invalid email' } },
    })
  })

  it('keeps the status of a refusal without field messages: the rate limit, a malformed post', () => {
    expect(answer(new ApiError(429, 'Too many requests'))).toEqual({
      code: 429,
      post: { form: 'contact', status: 'failed', values, errors: {} },
    })
    expect(answer(new ApiError(400, 'Malformed', { other: 'x' })).code).toBe(400)
  })

  it("answers 503 for the service's own faults, so the visitor sends again", () => {
    expect(answer(new ApiError(500, 'Boom')).code).toBe(503)
    expect(answer(new TypeError('fetch failed')).post.status).toBe('failed')
    expect(answer(new TypeError('fetch failed')).code).toBe(503)
  })
})
