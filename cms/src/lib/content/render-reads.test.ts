import { describe, expect, it } from 'vitest'

import { collectReads, recordRead } from './render-reads'

const later = () => new Promise((resolve) => setImmediate(resolve))

describe('collectReads', () => {
  it('collects what the work read, across turns of the event loop, and nothing outside it', async () => {
    recordRead('c:outside')
    const { result, tags } = await collectReads(async () => {
      recordRead('c:pages')
      await later()
      await Promise.all([
        later().then(() => recordRead('g:navigation')),
        Promise.resolve().then(() => recordRead('c:media')),
      ])
      return 'done'
    })
    expect(result).toBe('done')
    expect([...tags].sort()).toEqual(['c:media', 'c:pages', 'g:navigation'])
  })

  it('keeps two renders running at once apart', async () => {
    const [a, b] = await Promise.all([
      collectReads(async () => {
        await later()
        recordRead('c:posts')
      }),
      collectReads(async () => {
        recordRead('c:faq-items')
        await later()
      }),
    ])
    expect([...a.tags]).toEqual(['c:posts'])
    expect([...b.tags]).toEqual(['c:faq-items'])
  })
})
