import type { Limiter } from './overload'

/** Retired revisions remembered; pages of older ones are too old to serve anyway. */
const REMEMBERED = 32

/**
 * Which revision is current, and since when each earlier one has been retired. `staleForMs`
 * (PAGE_STALE_MS) is how long a page of a retired revision may still be served while its new version
 * renders: with REVISION_TTL_MS (another instance's publish is seen within a second) and a render after
 * the window when the background one lags, anonymous visitors see a publish within 5 s.
 */
export function revisionClock(staleForMs: number, now = () => performance.now()) {
  let current: string | undefined
  const retiredAt = new Map<string, number>()
  return {
    /** Notes the revision just read: true when it is a new one (something was published). */
    observe(revision: string): boolean {
      if (revision === current) return false
      if (current !== undefined) retiredAt.set(current, now())
      retiredAt.delete(revision)
      current = revision
      for (const oldest of retiredAt.keys()) {
        if (retiredAt.size <= REMEMBERED) break
        retiredAt.delete(oldest)
      }
      return true
    },
    /** Whether a page made under `revision` may still be served while its new version renders. */
    servable(revision: string): boolean {
      const at = retiredAt.get(revision)
      return at !== undefined && now() - at < staleForMs
    },
  }
}

export type RefresherOptions = {
  /** The visitors' limiter: background renders start only while none of them waits for a slot. */
  limiter: Limiter
  /** Background renders at once. */
  slots: number
  /** Re-renders one key (skipping it when it is already current or gone). */
  refresh: (key: string) => Promise<unknown>
  /** How soon to look again when visitors hold the slots. */
  retryMs?: number
}

/**
 * Re-renders cached pages in the background at a lower priority than visitors' own misses: a key
 * starts only while no visitor waits for a render slot.
 * Keys a visitor was just served stale go first; each key is pending at most once.
 */
export function createRefresher({ limiter, slots, refresh, retryMs = 20 }: RefresherOptions) {
  const urgent = new Set<string>()
  const later = new Set<string>()
  let running = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const next = () => {
    for (const queue of [urgent, later])
      for (const key of queue) {
        urgent.delete(key)
        later.delete(key)
        return key
      }
    return undefined
  }

  function pump() {
    while (urgent.size + later.size > 0 && running < slots) {
      if (limiter.stats().waiting > 0) break
      const key = next()!
      running++
      refresh(key)
        .catch(() => {}) // shed or failed: the page stays as it was, and the next visit tries again
        .finally(() => {
          running--
          pump()
        })
    }
    if (urgent.size + later.size > 0 && !timer)
      timer = setTimeout(() => {
        timer = undefined
        pump()
      }, retryMs)
  }

  return {
    /** Queues keys for a background render; `urgent` ones (served stale just now) go first. */
    add(keys: Iterable<string>, urgentKeys = false) {
      for (const key of keys) {
        if (urgentKeys) {
          later.delete(key)
          urgent.add(key)
        } else if (!urgent.has(key)) later.add(key)
      }
      pump()
    },
    get pending() {
      return urgent.size + later.size + running
    },
  }
}
