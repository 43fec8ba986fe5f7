import { describe, expect, it } from 'vitest'

import { addMoveRedirect, redirectListProblem } from './redirect-rules'

describe('addMoveRedirect', () => {
  it('adds a redirect from the old address to the new one', () => {
    expect(addMoveRedirect([], '/resources', '/resources-hub')).toEqual([{ from: '/resources', to: '/resources-hub' }])
  })
  it('collapses chains: what led to the old address now leads to the new one', () => {
    const next = addMoveRedirect([{ from: '/a', to: '/b' }], '/b', '/c')
    expect(next).toEqual([
      { from: '/a', to: '/c' },
      { from: '/b', to: '/c' },
    ])
    expect(redirectListProblem(next)).toBeNull()
  })
  it('moving back drops the redirect that would now loop', () => {
    const there = addMoveRedirect([], '/a', '/b')
    const back = addMoveRedirect(there, '/b', '/a')
    expect(back).toEqual([{ from: '/b', to: '/a' }])
    expect(redirectListProblem(back)).toBeNull()
  })
  it('updates an existing redirect from the old address instead of adding a second', () => {
    expect(addMoveRedirect([{ from: '/a', to: '/x' }], '/a', '/b')).toEqual([{ from: '/a', to: '/b' }])
  })
  it('leaves the input untouched', () => {
    const items = [{ from: '/a', to: '/b' }]
    addMoveRedirect(items, '/b', '/c')
    expect(items).toEqual([{ from: '/a', to: '/b' }])
  })
})

describe('redirectListProblem', () => {
  it('finds loops, self-redirects and duplicates', () => {
    expect(
      redirectListProblem([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a' },
      ]),
    ).toMatch(/loop/)
    expect(redirectListProblem([{ from: '/a', to: '/a' }])).toMatch(/itself/)
    expect(
      redirectListProblem([
        { from: '/a', to: '/b' },
        { from: '/a', to: '/c' },
      ]),
    ).toMatch(/twice/)
    expect(redirectListProblem([{ from: '/a', to: 'https://example.com/a' }])).toBeNull()
  })
})
