import clsx from 'clsx'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * A column heading; `className` hides it on narrow screens (`hidden md:table-cell`) or aligns it.
 * `content` replaces the label with a control (a select-all box); the label stays the column's key.
 * `sort` makes the heading a button that sorts by the column (`onSort`), and says how it is sorted
 * now (`aria-sort` on the sorted column).
 */
export type Column = {
  label: string
  className?: string
  content?: ReactNode
  sort?: { direction: 'ascending' | 'descending' | null; onSort: () => void }
}

function SortButton({ label, sort }: { label: string; sort: NonNullable<Column['sort']> }) {
  const Icon = sort.direction === 'ascending' ? ArrowUp : sort.direction === 'descending' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className={clsx(
        'inline-flex items-center gap-1 rounded text-left uppercase hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        sort.direction && 'text-ink-950',
      )}
    >
      {label}
      <Icon className={clsx('size-3.5 shrink-0', !sort.direction && 'opacity-40')} aria-hidden />
    </button>
  )
}

/** The table shell of the portal's list screens: scrolls sideways on narrow screens, rows divided. */
export function DataTable({
  columns,
  children,
  className,
  tableClassName,
}: {
  columns: Column[]
  children: ReactNode
  className?: string
  /** e.g. `table-fixed`, for a table whose columns share the width and truncate instead of scrolling. */
  tableClassName?: string
}) {
  return (
    <div className={clsx('overflow-x-auto', className)}>
      <table className={clsx('w-full text-left text-sm', tableClassName)}>
        <thead className="border-b border-slate-100 bg-slate-50/80 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={column.sort?.direction ?? undefined}
                className={clsx('px-4 py-3', column.className)}
              >
                {column.content ??
                  (column.sort ? <SortButton label={column.label} sort={column.sort} /> : column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

/**
 * The last cell of a row: its actions, right-aligned on one line. `className` overrides the vertical
 * padding; `stack` puts wide (text) buttons under each other on phones so the row fits.
 */
export function RowActions({
  className = 'py-3',
  stack = false,
  children,
}: {
  className?: string
  stack?: boolean
  children: ReactNode
}) {
  return (
    <td className={clsx('px-4', className)}>
      <div
        className={clsx('flex justify-end gap-1 whitespace-nowrap', stack && 'flex-col items-end gap-2 sm:flex-row')}
      >
        {children}
      </div>
    </td>
  )
}
