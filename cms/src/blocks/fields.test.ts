import { describe, expect, it } from 'vitest'

import { iconLabel } from './fields'

describe('iconLabel', () => {
  it('spells icon names as plain words', () => {
    expect(iconLabel('LayoutDashboard')).toBe('Layout dashboard')
    expect(iconLabel('CircleCheck')).toBe('Circle check')
    expect(iconLabel('Building2')).toBe('Building2')
  })
})
