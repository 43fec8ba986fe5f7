import { describe, expect, it } from 'vitest'

import { rowTitle } from './row-title'

describe('rowTitle', () => {
  it('names a row by its heading, link text or question, clipped', () => {
    expect(rowTitle({ eyebrow: 'Why us', heading: 'Built for growing firms' }, 1)).toBe('Built for growing firms')
    expect(rowTitle({ eyebrow: 'Why us' }, 1)).toBe('Why us')
    expect(rowTitle({ label: 'About us', href: '/about' }, 2)).toBe('About us')
    expect(rowTitle({ from: '/old', to: '/new' }, 3)).toBe('/old → /new')
    expect(rowTitle({ heading: 'x'.repeat(100) }, 1)).toHaveLength(70)
  })
  it('falls back to the row number', () => {
    expect(rowTitle({ heading: '  ' }, 4)).toBe('Row 04')
    expect(rowTitle(undefined, 12)).toBe('Row 12')
  })
})
