import { describe, expect, it } from 'vitest'

import { leadFilterQuery, MAX_POSTS, postListQuery } from './schemas'

describe('postListQuery', () => {
  const limit = (value?: string) => postListQuery.safeParse(value === undefined ? {} : { limit: value })

  it('defaults to 100 and caps larger limits there', () => {
    expect(limit().data).toEqual({ limit: MAX_POSTS })
    expect(limit('').data).toEqual({ limit: MAX_POSTS })
    expect(limit('7').data).toEqual({ limit: 7 })
    expect(limit('5000').data).toEqual({ limit: MAX_POSTS })
  })

  it.each(['0', '-1', 'abc', '1.5', ' 2'])('refuses limit=%j', (value) => {
    expect(limit(value).error?.issues[0].message).toBe('limit must be a whole number from 1 to 100.')
  })
})

describe('leadFilterQuery', () => {
  it('reads the lead desk filters, `search` as an older name for `q`', () => {
    expect(leadFilterQuery.parse({ search: 'ann', status: 'new', overdue: '1' })).toEqual({
      q: 'ann',
      status: 'new',
      advisor: '',
      topic: '',
      overdue: true,
      page: 1,
    })
    expect(leadFilterQuery.parse({}).status).toBe('')
  })

  it('refuses an unknown status or overdue value', () => {
    expect(leadFilterQuery.safeParse({ status: 'won' }).success).toBe(false)
    expect(leadFilterQuery.safeParse({ overdue: 'maybe' }).success).toBe(false)
  })
})
