import { describe, expect, it } from 'vitest'

import { OVERLOADED_MESSAGE, overloadedAnswer } from './overloaded-response'

describe('overloadedAnswer', () => {
  it("answers /api in the contract's error shape", () => {
    for (const path of ['/api', '/api/posts', '/api/blog/posts']) {
      const answer = overloadedAnswer(path)
      expect(answer.contentType).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body)).toEqual({ detail: OVERLOADED_MESSAGE, errors: [{ message: OVERLOADED_MESSAGE }] })
    }
  })

  it('answers pages and everything else in plain text', () => {
    for (const path of ['/', '/blog', '/apiary', '/blog.data']) {
      expect(overloadedAnswer(path)).toEqual({ contentType: 'text/plain; charset=utf-8', body: OVERLOADED_MESSAGE })
    }
  })
})
