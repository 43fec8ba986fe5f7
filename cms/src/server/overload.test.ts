import { describe, expect, it } from 'vitest'

import { parseSettings, SettingsError } from '../config/env'
import { createLimiter, limitsFromEnv, Overloaded } from './overload'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createLimiter', () => {
  it('runs up to its concurrency, queues a bounded number and sheds the rest at once', async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 1, maxWaitMs: 10_000 })
    const gate = deferred()
    const first = limiter.run(() => gate.promise)
    const second = limiter.run(async () => 'second')
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(Overloaded)
    expect(limiter.stats()).toEqual({ active: 1, waiting: 1 })
    gate.resolve()
    await first
    await expect(second).resolves.toBe('second')
    expect(limiter.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('sheds a request that waited longer than the bound', async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 5, maxWaitMs: 20 })
    const gate = deferred()
    const first = limiter.run(() => gate.promise)
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(Overloaded)
    gate.resolve()
    await first
  })

  it('drops a waiter whose client went away, so no backlog is left', async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 5, maxWaitMs: 10_000 })
    const gate = deferred()
    const first = limiter.run(() => gate.promise)
    const controller = new AbortController()
    let ran = false
    const gone = limiter.run(async () => {
      ran = true
    }, controller.signal)
    controller.abort(new Error('gone'))
    await expect(gone).rejects.toThrow('gone')
    expect(limiter.stats().waiting).toBe(0)
    gate.resolve()
    await first
    expect(ran).toBe(false)
  })
})

describe('limitsFromEnv', () => {
  it('reads the three limits, a queue of 0 included', () => {
    const env = parseSettings({ RENDER_CONCURRENCY: '2', RENDER_QUEUE: '0', RENDER_QUEUE_WAIT_MS: '250' })
    expect(limitsFromEnv(env)).toEqual({ concurrency: 2, queue: 0, maxWaitMs: 250 })
  })

  it('keeps the defaults for missing or empty values, and refuses fractional or too small ones', () => {
    expect(limitsFromEnv(parseSettings({ RENDER_QUEUE_WAIT_MS: ' ' }))).toEqual({
      concurrency: 2,
      queue: 64,
      maxWaitMs: 5000,
    })
    expect(() => parseSettings({ RENDER_CONCURRENCY: '0', RENDER_QUEUE: '-1' })).toThrow(SettingsError)
    expect(() => parseSettings({ RENDER_CONCURRENCY: '1.5' })).toThrow(/RENDER_CONCURRENCY="1.5"/)
  })
})
