import { settings, type Settings } from '../config/env'

/** Thrown when the queue is full or a request waited too long: answer 503 with Retry-After. */
export class Overloaded extends Error {
  constructor() {
    super('Overloaded')
  }
}

export type LimiterOptions = {
  /** Work items running at once. */
  concurrency: number
  /** Work items waiting for a slot; more are shed at once. */
  queue: number
  /** Longest wait for a slot before shedding. */
  maxWaitMs: number
}

type Waiter = { start: () => void; fail: (error: Error) => void }

/**
 * Bounds expensive work (renders, API calls): a few run, a bounded queue waits, the rest are shed
 * quickly. Waiters whose client disconnected leave the queue, so a burst leaves no backlog behind.
 */
export function createLimiter({ concurrency, queue, maxWaitMs }: LimiterOptions) {
  let active = 0
  const waiting: Waiter[] = []

  const release = () => {
    const next = waiting.shift()
    // The slot passes straight to the next waiter, so no newcomer can overtake the queue.
    if (next) next.start()
    else active--
  }

  const acquire = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      if (active < concurrency) {
        active++
        return resolve()
      }
      if (waiting.length >= queue) return reject(new Overloaded())
      const done = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        const at = waiting.indexOf(waiter)
        if (at >= 0) waiting.splice(at, 1)
      }
      const waiter: Waiter = {
        start: () => {
          done()
          resolve()
        },
        fail: (error) => {
          done()
          reject(error)
        },
      }
      const onAbort = () => waiter.fail(signal!.reason as Error)
      const timer = setTimeout(() => waiter.fail(new Overloaded()), maxWaitMs)
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting.push(waiter)
    })

  return {
    async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      await acquire(signal)
      try {
        return await work()
      } finally {
        release()
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
  }
}

export type Limiter = ReturnType<typeof createLimiter>

/**
 * Limits from the environment (README): RENDER_CONCURRENCY, RENDER_QUEUE (0 sheds whatever finds no
 * slot), RENDER_QUEUE_WAIT_MS. Renders on SQLite are CPU work on the one JavaScript thread: more at
 * once only interleaves them, so each takes longer and a burst leaves more half-done work behind.
 */
export const limitsFromEnv = (env: Settings = settings()): LimiterOptions => ({
  concurrency: env.RENDER_CONCURRENCY,
  queue: env.RENDER_QUEUE,
  maxWaitMs: env.RENDER_QUEUE_WAIT_MS,
})

export const limiterFromEnv = () => createLimiter(limitsFromEnv())
