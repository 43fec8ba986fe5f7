import { describe, expect, it } from 'vitest'

import { createRequestWork } from './request-work'

const deferred = <T = void>() => {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('createRequestWork', () => {
  it('starts nothing once the client has gone, and rejects with the reason', async () => {
    const controller = new AbortController()
    const work = createRequestWork(controller.signal)
    controller.abort(new Error('Client disconnected'))
    let started = false
    await expect(
      work.run(async () => {
        started = true
      }),
    ).rejects.toThrow('Client disconnected')
    expect(started).toBe(false)
  })

  it('settles only after all started work has, failures and work started while waiting included', async () => {
    const work = createRequestWork(new AbortController().signal)
    const first = deferred<string>()
    const second = deferred<string>()
    const results = [work.run(() => first.promise).catch((error: Error) => error.message)]
    let settled = false
    const waiting = work.settled().then(() => (settled = true))

    results.push(work.run(() => second.promise))
    // Both have started (run waits a turn); rejecting earlier would reject a promise nobody awaits yet.
    await new Promise((resolve) => setImmediate(resolve))
    first.reject(new Error('first failed'))
    await expect(results[0]).resolves.toBe('first failed')
    await new Promise((resolve) => setImmediate(resolve))
    expect(settled).toBe(false)

    second.resolve('second')
    await waiting
    expect(settled).toBe(true)
    await expect(results[1]).resolves.toBe('second')
  })

  it('starts nothing for a client that leaves before the next turn of the event loop', async () => {
    const controller = new AbortController()
    const work = createRequestWork(controller.signal)
    let started = false
    const call = work.run(async () => {
      started = true
    })
    controller.abort(new Error('Client disconnected'))
    await expect(call).rejects.toThrow('Client disconnected')
    await work.settled()
    expect(started).toBe(false)
  })

  it('settles at once when nothing was started', async () => {
    await expect(createRequestWork(new AbortController().signal).settled()).resolves.toBeUndefined()
  })
})
