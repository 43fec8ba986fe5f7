import { describe, expect, it } from 'vitest'

import { matchRedirect } from './redirects'

describe('redirects', () => {
  const items = [
    { from: '/solutions/manufacturing', to: '/sap-business-one/industries/manufacturing' },
    { from: '/solutions/distribution', to: '/sap-business-one/industries/wholesale' },
  ]
  it('finds the target of an exact path and nothing else', () => {
    expect(matchRedirect(items, '/solutions/distribution')).toBe('/sap-business-one/industries/wholesale')
    expect(matchRedirect(items, '/solutions')).toBeNull()
    expect(matchRedirect(items, '/solutions/distribution/x')).toBeNull()
    expect(matchRedirect([], '/solutions/manufacturing')).toBeNull()
  })
})
