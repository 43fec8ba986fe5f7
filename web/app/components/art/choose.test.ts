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

describe('resolveIllustration with pictures the page already shows', () => {
  it('gives an auto hero another picture than the sections below it', () => {
    expect(resolveIllustration('auto', '/', ['analytics'])).toBe('sales')
    expect(resolveIllustration('auto', '/sap-business-one/industries/manufacturing', ['production'])).toBe('analytics')
    expect(resolveIllustration('auto', '/cloud-hosting', ['analytics'])).toBe('regions')
  })

  it('keeps a marketer’s explicit choice even when a section shows it too', () => {
    expect(resolveIllustration('analytics', '/', ['analytics'])).toBe('analytics')
  })

  it('falls back to the device frames when every product screen is taken', () => {
    const screens = [
      'analytics',
      'finance',
      'sales',
      'purchasing',
      'administration',
      'inventory',
      'production',
      'projects',
    ] as const
    expect(resolveIllustration('auto', '/sap-business-one', screens)).toBe('devices')
  })
})
