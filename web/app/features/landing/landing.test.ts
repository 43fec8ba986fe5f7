import { describe, expect, it } from 'vitest'

import { landingStatus, resolveTemplate } from './landing'

describe('resolveTemplate', () => {
  it('uses the template stored on the landing page', () => {
    expect(resolveTemplate({ slug: 'spring-campaign', template: 'service-hours' })).toBe('service-hours')
    expect(resolveTemplate({ slug: 'anything', template: 'group-companies' })).toBe('group-companies')
  })

  it('falls back to the special slugs', () => {
    expect(resolveTemplate({ slug: 'group-companies-sap-business-one-aws', template: 'none' })).toBe('group-companies')
    expect(resolveTemplate({ slug: 'sap-business-one-service-hours', template: 'none' })).toBe('service-hours')
    expect(resolveTemplate({ slug: 'service-hours', template: 'none' })).toBe('none')
    expect(resolveTemplate({ slug: 'summer-offer', template: 'none' })).toBe('none')
  })
})

describe('landingStatus', () => {
  it('answers with the HTTP status of each state', () => {
    expect(landingStatus({ state: 'inactive' })).toBe(403)
    expect(landingStatus({ state: 'not-found' })).toBe(404)
    expect(landingStatus({ state: 'error' })).toBe(503)
  })
})
