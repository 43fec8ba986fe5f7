import { describe, expect, it } from 'vitest'

import { compactViews } from './compact'

describe('compactViews', () => {
  it('folds rows of one day, page, referrer and campaign into one with the same total', () => {
    const result = compactViews([
      { id: 1, day: '2026-11-20', path: '/', referrer: null, campaign: null, views: 3 },
      { id: 2, day: '2026-11-20', path: '/', referrer: null, campaign: null, views: 4 },
      { id: 3, day: '2026-11-20', path: '/', referrer: undefined, campaign: undefined, views: 1 },
      { id: 4, day: '2026-11-20', path: '/', referrer: 'google.com', campaign: null, views: 2 },
      { id: 5, day: '2026-11-21', path: '/', referrer: null, campaign: null, views: 5 },
      { id: 6, day: '2026-11-20', path: '/about', referrer: null, campaign: 'spring', views: 1 },
      { id: 7, day: '2026-11-20', path: '/about', referrer: null, campaign: 'spring', views: 6 },
    ])
    expect(result.create).toEqual([
      { day: '2026-11-20', path: '/', referrer: null, campaign: null, views: 8 },
      { day: '2026-11-20', path: '/about', referrer: null, campaign: 'spring', views: 7 },
    ])
    expect(result.remove).toEqual([1, 2, 3, 6, 7])
  })

  it('leaves single rows alone', () => {
    expect(compactViews([{ id: 1, day: '2026-11-20', path: '/', views: 2 }])).toEqual({ create: [], remove: [] })
  })
})
