import { describe, expect, it } from 'vitest'

import type { ApiLead } from '@shared/contract-types'

import { pageSelection, patchLeads, selectedAmong, toggleOne, togglePage } from './selection'

const lead = (id: number, over: Partial<ApiLead> = {}) => ({ id, status: 'new', assigned_to: '', ...over }) as ApiLead

describe('pageSelection', () => {
  it('is none, some or all of the page', () => {
    expect(pageSelection(new Set(), [1, 2])).toBe('none')
    expect(pageSelection(new Set([2, 9]), [1, 2])).toBe('some')
    expect(pageSelection(new Set([1, 2, 9]), [1, 2])).toBe('all')
  })
})

describe('toggleOne', () => {
  it('adds a missing id and removes a present one, leaving the input alone', () => {
    const start = new Set([1])
    expect([...toggleOne(start, 2)]).toEqual([1, 2])
    expect([...toggleOne(start, 1)]).toEqual([])
    expect([...start]).toEqual([1])
  })
})

describe('togglePage', () => {
  it('selects the rest of a partly selected page and keeps other pages', () => {
    expect([...togglePage(new Set([9, 1]), [1, 2])].sort()).toEqual([1, 2, 9])
  })

  it('clears a fully selected page and keeps other pages', () => {
    expect([...togglePage(new Set([9, 1, 2]), [1, 2])]).toEqual([9])
  })
})

describe('selectedAmong', () => {
  it('keeps only the selected leads still shown, in list order', () => {
    expect(selectedAmong(new Set([3, 1, 7]), [lead(1), lead(2), lead(3)])).toEqual([1, 3])
  })
})

describe('patchLeads', () => {
  it('changes only the given leads', () => {
    const leads = [lead(1), lead(2), lead(3)]
    const next = patchLeads(leads, [1, 3], { status: 'contacted' })
    expect(next.map((l) => l.status)).toEqual(['contacted', 'new', 'contacted'])
    expect(next[1]).toBe(leads[1])
    expect(leads[0]!.status).toBe('new')
  })
})
