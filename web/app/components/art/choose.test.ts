import { describe, expect, it } from 'vitest'

import { assignDrawings, heroIllustrationFor, resolveIllustration } from './choose'

describe('heroIllustrationFor', () => {
  it('picks a picture by page type, most specific path first', () => {
    expect(heroIllustrationFor('/')).toBe('analytics')
    expect(heroIllustrationFor('/sap-business-one')).toBe('devices')
    expect(heroIllustrationFor('/sap-business-one/industries/wholesale')).toBe('finance')
    expect(heroIllustrationFor('/sap-business-one/for/finance-directors')).toBe('finance')
    expect(heroIllustrationFor('/cloud-hosting')).toBe('pricing')
    expect(heroIllustrationFor('/products/magma')).toBe('devices')
    expect(heroIllustrationFor('/services/support')).toBe('administration')
    expect(heroIllustrationFor('/landing/group-companies-sap-business-one-aws')).toBe('production')
    expect(heroIllustrationFor('/landing/sap-business-one-service-hours')).toBe('pricing')
    expect(heroIllustrationFor('/blog/some-post')).toBe('article')
    expect(heroIllustrationFor('/something-new')).toBe('analytics')
  })
})

describe('resolveIllustration', () => {
  it('follows the page type for auto, shows nothing for none, empty or unknown', () => {
    expect(resolveIllustration('auto', '/cloud-hosting')).toBe('pricing')
    expect(resolveIllustration('finance', '/cloud-hosting')).toBe('finance')
    expect(resolveIllustration('none', '/')).toBeNull()
    expect(resolveIllustration(null, '/')).toBeNull()
    expect(resolveIllustration('unknown', '/')).toBeNull()
  })
})

describe('assignDrawings', () => {
  it('never shows one drawing twice on a page: an auto hero avoids the sections below it', () => {
    expect(assignDrawings(['auto', 'analytics'], '/')).toEqual(['sales', 'analytics'])
    expect(assignDrawings(['auto', 'purchasing'], '/sap-business-one/industries/manufacturing')).toEqual([
      'analytics',
      'purchasing',
    ])
    expect(assignDrawings(['auto', null, 'analytics'], '/cloud-hosting')).toEqual(['pricing', null, 'analytics'])
    expect(assignDrawings(['auto', { fixed: 'pricing' }], '/cloud-hosting')).toEqual(['analytics', 'pricing'])
  })

  it('keeps a marketer’s first explicit choice and moves a repeat to a drawing no block asked for', () => {
    expect(assignDrawings(['analytics', 'sales', 'analytics'], '/')).toEqual(['analytics', 'sales', 'inventory'])
    expect(assignDrawings(['finance', 'auto', 'none', 'finance'], '/sap-business-one/for/finance-directors')).toEqual([
      'finance',
      'sales',
      null,
      'analytics',
    ])
  })

  it('keeps a drawing a block always shows, moving an explicit choice of it elsewhere', () => {
    expect(assignDrawings(['regions', { fixed: 'regions' }], '/about')).toEqual(['analytics', 'regions'])
  })

  it('falls back to the device frames when every product screen is taken, and to nothing when all are', () => {
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
    expect(assignDrawings(['auto', ...screens], '/')[0]).toBe('devices')
    expect(assignDrawings([...screens, 'devices', 'auto'], '/about').at(-1)).toBe('people')
    expect(assignDrawings([...screens, 'devices', 'people', 'auto'], '/about').at(-1)).toBeNull()
  })

  it('gives every page at most one of each drawing, whatever it asks for', () => {
    const settings = ['auto', 'none', null, 'analytics', 'sales', 'people', 'devices', 'unknown'] as const
    for (let seed = 0; seed < 200; seed++) {
      const requests = Array.from(
        { length: 12 },
        (_, i) => settings[(seed * 7 + i * ((seed % 5) + 1)) % settings.length],
      )
      const shown = assignDrawings(requests, ['/', '/about', '/sap-business-one', '/contact'][seed % 4]!).filter(
        (name) => name !== null,
      )
      expect(new Set(shown).size).toBe(shown.length)
    }
  })
})
