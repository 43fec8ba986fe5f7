/** A stored page-view row, as the compaction reads it. */
export type StoredView = {
  id: number | string
  day: string
  path: string
  referrer?: string | null
  campaign?: string | null
  views?: number | null
}

export type Compaction = {
  /** One summed row for each key that had several. */
  create: (Omit<StoredView, 'id' | 'views'> & { views: number })[]
  /** The rows those replace. */
  remove: StoredView['id'][]
}

const keyOf = (row: StoredView) => JSON.stringify([row.day, row.path, row.referrer ?? null, row.campaign ?? null])

/**
 * Each instance adds a row per page and source every flush, so a busy page gains thousands of rows a
 * day. Rows of one day, page, referrer and campaign fold into one with the same total.
 */
export function compactViews(rows: readonly StoredView[]): Compaction {
  const groups = new Map<string, StoredView[]>()
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row])
  const result: Compaction = { create: [], remove: [] }
  for (const group of groups.values()) {
    if (group.length < 2) continue
    const [{ day, path, referrer, campaign }] = group
    const views = group.reduce((sum, row) => sum + (row.views ?? 0), 0)
    result.create.push({ day, path, referrer: referrer ?? null, campaign: campaign ?? null, views })
    result.remove.push(...group.map((row) => row.id))
  }
  return result
}
