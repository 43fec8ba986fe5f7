import { describe, expect, it } from 'vitest'

import { heroIllustrationFor, resolveIllustration } from './choose'

describe('heroIllustrationFor', () => {
  it('picks a picture by page type, most specific path first', () => {
    expect(heroIllustrationFor('/')).toBe('analytics')
    expect(heroIllustrationFor('/sap-business-one')).toBe('analytics')
    expect(heroIllustrationFor('/sap-business-one/industries/wholesale')).toBe('inventory')
    expect(heroIllustrationFor('/sap-business-one/for/finance-directors')).toBe('finance')
    expect(heroIllustrationFor('/cloud-hosting')).toBe('regions')
    expect(heroIllustrationFor('/products/magma')).toBe('devices')
    expect(heroIllustrationFor('/services/support')).toBe('people')
    expect(heroIllustrationFor('/landing/group-companies-sap-business-one-aws')).toBe('production')
    expect(heroIllustrationFor('/landing/sap-business-one-service-hours')).toBe('pricing')
    expect(heroIllustrationFor('/blog/some-post')).toBe('article')
    expect(heroIllustrationFor('/something-new')).toBe('analytics')
  })
})

describe('resolveIllustration', () => {
  it('follows the page type for auto, shows nothing for none, empty or unknown', () => {
    expect(resolveIllustration('auto', '/cloud-hosting')).toBe('regions')
    expect(resolveIllustration('finance', '/cloud-hosting')).toBe('finance')
    expect(resolveIllustration('none', '/')).toBeNull()
    expect(resolveIllustration(null, '/')).toBeNull()
    expect(resolveIllustration('unknown', '/')).toBeNull()
  })
})
