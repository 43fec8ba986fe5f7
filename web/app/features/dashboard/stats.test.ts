import { describe, expect, it } from 'vitest'

import { contrast } from '~/lib/contrast'

import { chartRows, formatMinutes, topicColours } from './stats'

const topicColour = (i: number) => topicColours(i + 1)[i]

describe('formatMinutes', () => {
  it.each([
    [null, '—'],
    [0, '0 min'],
    [44.6, '45 min'],
    [60, '1 h'],
    [200, '3 h 20 min'],
    [1440, '1 d'],
    [3125, '2 d 4 h'],
  ])('%s → %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text)
  })
})

describe('chartRows', () => {
  it('labels each week by its Monday and fills missing topics with 0', () => {
    const rows = chartRows({
      topics: ['Implementation', 'Support'],
      weeks: [
        { week_start: '2026-02-23', total: 0, by_topic: {} },
        { week_start: '2026-03-02', total: 3, by_topic: { Support: 2, Implementation: 1 } },
      ],
    })
    expect(rows).toEqual([
      { week: '23 Feb', total: 0, counts: { Implementation: 0, Support: 0 } },
      { week: '2 Mar', total: 3, counts: { Implementation: 1, Support: 2 } },
    ])
  })
})

describe('topicColour', () => {
  it('gives neighbours different colours and wraps round', () => {
    expect(topicColour(0)).not.toBe(topicColour(1))
    expect(topicColour(7)).not.toBe(topicColour(0))
  })
})

describe('topicColours', () => {
  it('never repeats, and each colour differs from its neighbour by at least 3:1', () => {
    const colours = topicColours(40)
    expect(new Set(colours).size).toBe(40)
    for (let i = 1; i < colours.length; i++)
      expect(contrast(colours[i - 1]!, colours[i]!), `${colours[i - 1]} / ${colours[i]}`).toBeGreaterThanOrEqual(3)
  })

  it('gives Cloud hosting and Support (SPEC topics 6 and 3) different colours', () => {
    expect(topicColour(5)).not.toBe(topicColour(2))
  })
})
