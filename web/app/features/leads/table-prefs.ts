import { LEADS_PER_PAGE } from './lead-filters'

/** The lead table's optional columns; Company always shows (it opens the lead). */
export const OPTIONAL_COLUMNS = ['contact', 'advisor', 'topic', 'status', 'created', 'reply_due'] as const
export type LeadColumn = (typeof OPTIONAL_COLUMNS)[number]

export const COLUMN_LABELS: Record<LeadColumn, string> = {
  contact: 'Contact',
  advisor: 'Advisor',
  topic: 'Topic',
  status: 'Status',
  created: 'Created',
  reply_due: 'Reply due',
}

/** SPEC's 5 rows a page first, then larger pages for working through a backlog. */
export const PAGE_SIZES = [LEADS_PER_PAGE, 25, 50, 100] as const

export type TablePrefs = { columns: LeadColumn[]; pageSize: number }

export const DEFAULT_PREFS: TablePrefs = { columns: [...OPTIONAL_COLUMNS], pageSize: LEADS_PER_PAGE }

/** Stored preferences, kept only where they are still valid (a column or size that no longer exists is dropped). */
export function parsePrefs(raw: unknown): TablePrefs {
  if (!raw || typeof raw !== 'object') return DEFAULT_PREFS
  const { columns, pageSize } = raw as Partial<Record<keyof TablePrefs, unknown>>
  return {
    columns: Array.isArray(columns) ? OPTIONAL_COLUMNS.filter((c) => columns.includes(c)) : DEFAULT_PREFS.columns,
    pageSize: PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number]) ? (pageSize as number) : LEADS_PER_PAGE,
  }
}

/** One key per signed-in user, so colleagues sharing a browser keep their own table. */
export const prefsKey = (userId: string | number | undefined) => `clearpath.leads-table.${userId ?? 'anonymous'}`

export function readPrefs(userId: string | number | undefined): TablePrefs {
  try {
    return parsePrefs(JSON.parse(window.localStorage.getItem(prefsKey(userId)) ?? 'null'))
  } catch {
    return DEFAULT_PREFS
  }
}

export function savePrefs(userId: string | number | undefined, prefs: TablePrefs): void {
  try {
    window.localStorage.setItem(prefsKey(userId), JSON.stringify(prefs))
  } catch {
    // Storage off: the choice lasts for this visit only.
  }
}

export const toggleColumn = (prefs: TablePrefs, column: LeadColumn): TablePrefs => ({
  ...prefs,
  columns: prefs.columns.includes(column)
    ? prefs.columns.filter((c) => c !== column)
    : OPTIONAL_COLUMNS.filter((c) => c === column || prefs.columns.includes(c)),
})
