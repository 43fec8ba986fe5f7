import { describe, expect, it } from 'vitest'

import { counted } from './counted'

describe('counted', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(counted(1, 'post')).toBe('1 post')
    expect(counted(0, 'post')).toBe('0 posts')
    expect(counted(3, 'post')).toBe('3 posts')
  })

  it('takes an irregular plural', () => {
    expect(counted(2, 'history entry', 'history entries')).toBe('2 history entries')
  })
})
