import { randomUUID } from 'node:crypto'

import type { LeaseStore } from './types'

/**
 * A lease in the database itself, so instances on other machines see it: whoever holds it runs the
 * one-time set-up (migrations, first seed) while the others wait. The stores live with their
 * adapter (lib/db); a live holder keeps renewing the lease.
 */
export type LeaseOptions = { ttlMs?: number; pollMs?: number; timeoutMs?: number; holder?: string }

/** Runs `task` while holding the lease `name`, waiting for it as long as another process has it. */
export async function withLease<T>(
  store: LeaseStore,
  name: string,
  task: () => Promise<T>,
  { ttlMs = 60_000, pollMs = 250, timeoutMs = 10 * 60_000, holder = randomUUID() }: LeaseOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (!(await store.tryAcquire(name, holder, ttlMs, Date.now()))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the "${name}" lease held by another instance`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  let lost = false
  const heartbeat = setInterval(() => {
    store.renew(name, holder, ttlMs, Date.now()).then(
      (kept) => (lost ||= !kept),
      () => {},
    )
  }, ttlMs / 3)
  heartbeat.unref()
  try {
    const result = await task()
    if (lost) throw new Error(`The "${name}" lease expired while its task ran`)
    return result
  } finally {
    clearInterval(heartbeat)
    await store.release(name, holder)
  }
}
