import { describe, expect, it } from 'vitest'

import { readingTime, WORDS_PER_MINUTE } from './reading-time'

describe('readingTime', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(readingTime('')).toBe('1 min read')
    expect(readingTime('word '.repeat(WORDS_PER_MINUTE))).toBe('1 min read')
    expect(readingTime('word '.repeat(WORDS_PER_MINUTE + 1))).toBe('2 min read')
    expect(readingTime(`${'word\n\n'.repeat(WORDS_PER_MINUTE * 4)}`)).toBe('4 min read')
  })
})
