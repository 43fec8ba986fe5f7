import { describe, expect, it, vi } from 'vitest'

import { createLimiter } from './overload'
import { createRefresher, revisionClock } from './revalidation'

describe('revisionClock', () => {
  it('serves a retired revision for the stale window only, and never one it has not seen retire', () => {
    let now = 0
    const clock = revisionClock(4000, () => now)
    expect(clock.observe('r1')).toBe(true)
    expect(clock.observe('r1')).toBe(false)
    expect(clock.servable('r1')).toBe(false) // current, not retired
    now = 1000
    expect(clock.observe('r2')).toBe(true)
    now = 4999
    expect(clock.servable('r1')).toBe(true)
    now = 5000
    expect(clock.servable('r1')).toBe(false)
    expect(clock.servable('never-seen')).toBe(false)
  })

  it('measures the window from when a revision was retired, not from when it was made', () => {
    let now = 0
    const clock = revisionClock(4000, () => now)
    clock.observe('r1')
    now = 60_000
    clock.observe('r2')
    now = 63_000
    expect(clock.servable('r1')).toBe(true)
  })
})

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createRefresher', () => {
  it('starts nothing while a visitor waits for a slot, then renders each key once, urgent ones first', async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 5, maxWaitMs: 5000 })
    let release = () => {}
    const busy = limiter.run(() => new Promise<void>((resolve) => (release = resolve)))
    const waiter = limiter.run(async () => {})
    const started: string[] = []
    const refresher = createRefresher({
      limiter,
      slots: 1,
      retryMs: 1,
      refresh: async (key) => void started.push(key),
    })
    refresher.add(['/a', '/b', '/a'])
    refresher.add(['/b'], true)
    await tick()
    expect(started).toEqual([])
    release()
    await Promise.all([busy, waiter])
    await vi.waitFor(() => expect(started).toEqual(['/b', '/a']))
    expect(refresher.pending).toBe(0)
  })

  it('runs at most `slots` at once, and goes on after one fails', async () => {
    const limiter = createLimiter({ concurrency: 2, queue: 5, maxWaitMs: 5000 })
    let running = 0
    let most = 0
    const done: string[] = []
    const refresher = createRefresher({
      limiter,
      slots: 2,
      refresh: async (key) => {
        most = Math.max(most, ++running)
        await tick()
        running--
        if (key === '/bad') throw new Error('render failed')
        done.push(key)
      },
    })
    refresher.add(['/bad', '/1', '/2', '/3'])
    await vi.waitFor(() => expect(done.sort()).toEqual(['/1', '/2', '/3']))
    expect(most).toBe(2)
  })
})
