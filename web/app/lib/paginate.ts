export type PageSlice<T> = { items: T[]; page: number; totalPages: number; total: number }

/** One page of a list, 1-based; a page past either end is clamped to the nearest real page. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), totalPages)
  const start = (current - 1) * perPage
  return { items: items.slice(start, start + perPage), page: current, totalPages, total: items.length }
}
