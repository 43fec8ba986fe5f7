import { describe, expect, it } from 'vitest'

import { SEO_COUNTER_WORDS } from './seo-counter'

/** The counter as @payloadcms/plugin-seo's LengthIndicator puts it together. */
function counter(current: number, minLength: number, maxLength: number) {
  const fill = (template: string, values: Record<string, number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))
  const head = fill(SEO_COUNTER_WORDS.characterCount, { current, minLength, maxLength })
  if (current === 0 || current < minLength)
    return head + fill(SEO_COUNTER_WORDS.charactersToGo, { characters: minLength - current })
  if (current <= maxLength)
    return head + fill(SEO_COUNTER_WORDS.charactersLeftOver, { characters: maxLength - current })
  return head + fill(SEO_COUNTER_WORDS.charactersTooMany, { characters: current - maxLength })
}

describe('the SEO length counter', () => {
  it('says in words how the length compares with the range', () => {
    expect(counter(59, 50, 60)).toBe('59 characters (aim for 50 to 60): in range, 1 below the maximum')
    expect(counter(12, 50, 60)).toBe('12 characters (aim for 50 to 60): 38 more needed')
    expect(counter(63, 50, 60)).toBe('63 characters (aim for 50 to 60): 3 too many')
  })
})
