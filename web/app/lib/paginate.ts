/** One page of a list; `from`/`to` are the 1-based positions shown ("Showing 1-6 of 14"), 0 when empty. */
export type PageSlice<T> = { items: T[]; page: number; totalPages: number; from: number; to: number; total: number }

/** One page of a list, 1-based; a page past either end is clamped to the nearest real page. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): PageSlice<T> {
  const total = items.length
  const totalPages = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), totalPages)
  const start = (current - 1) * perPage
  const slice = items.slice(start, start + perPage)
  return { items: slice, page: current, totalPages, from: total ? start + 1 : 0, to: start + slice.length, total }
}
