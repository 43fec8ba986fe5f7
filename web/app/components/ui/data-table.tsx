import clsx from 'clsx'
import type { ReactNode } from 'react'

/**
 * A column heading; `className` hides it on narrow screens (`hidden md:table-cell`) or aligns it.
 * `content` replaces the label with a control (a select-all box); the label stays the column's key.
 */
export type Column = { label: string; className?: string; content?: ReactNode }

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
              <th key={column.label} scope="col" className={clsx('px-4 py-3', column.className)}>
                {column.content ?? column.label}
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
