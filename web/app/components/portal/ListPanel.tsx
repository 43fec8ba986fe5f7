import clsx from 'clsx'
import type { ReactNode } from 'react'

import { SkeletonRows } from '~/components/ui/skeleton'

/** The row of search box and filters at the top of a list; `className` sets its grid columns. */
export function FilterBar({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx('grid gap-3 border-b border-slate-100 p-4', className)}>{children}</div>
}

/** The line under the filters that counts what is shown (announced politely), with an optional action. */
export function ListSummary({
  pending,
  action,
  children,
}: {
  pending: boolean
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm text-slate-500">
      <span aria-live="polite">{pending ? 'Loading...' : children}</span>
      {action}
    </div>
  )
}

/** Skeleton rows while the list loads, then the `empty` state when one is given, else the list. */
export function ListContent({
  pending,
  skeletonRows,
  empty,
  children,
}: {
  pending: boolean
  skeletonRows?: number
  empty?: ReactNode
  children: ReactNode
}) {
  if (pending) return <SkeletonRows rows={skeletonRows} />
  return <>{empty || children}</>
}
