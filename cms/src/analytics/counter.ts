import type { Payload } from 'payload'

import { londonDay } from '../lib/domain/office-hours'
import type { View } from './view'

/** Distinct rows held between flushes: a flood of made-up paths cannot grow memory without bound. */
export const MAX_PENDING_ROWS = 5000

type Row = View & { day: string; views: number }

const rowKey = (day: string, view: View) => JSON.stringify([day, view.path, view.referrer, view.campaign])

/**
 * Page views counted in memory and written in batches, so a cached page costs the database nothing
 * per visit. Each instance keeps its own counter.
 */
export class ViewCounter {
  private pending = new Map<string, Row>()

  count(view: View, at = new Date()): boolean {
    const day = londonDay(at)
    const key = rowKey(day, view)
    const row = this.pending.get(key)
    if (row) row.views++
    else if (this.pending.size < MAX_PENDING_ROWS) this.pending.set(key, { ...view, day, views: 1 })
    else return false
    return true
  }

  get size(): number {
    return this.pending.size
  }

  /**
   * Writes the counted views as new rows. Rows are only ever added, never updated, so instances
   * flushing at the same moment cannot lose each other's counts; reports add the rows up.
   */
  async flush(payload: Payload): Promise<number> {
    const rows = [...this.pending.values()]
    this.pending = new Map()
    for (const row of rows) await payload.create({ collection: 'page-views', data: row, overrideAccess: true })
    return rows.length
  }
}

export const viewCounter = new ViewCounter()

/** How often an instance writes what it counted. */
export const FLUSH_INTERVAL_MS = 15_000

/** Writes the counted views every FLUSH_INTERVAL_MS; the returned stop writes the last ones. */
export function startViewFlushing(payload: Payload, counter = viewCounter): () => Promise<void> {
  const flush = () =>
    counter.flush(payload).catch((error: unknown) => payload.logger.error({ err: error }, 'Page views not written'))
  const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS).unref()
  return async () => {
    clearInterval(timer)
    await flush()
  }
}
