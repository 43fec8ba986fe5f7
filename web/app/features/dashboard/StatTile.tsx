import clsx from 'clsx'
import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

/** One figure on the dashboard, a link when it leads somewhere. */
export function StatTile({
  label,
  value,
  hint,
  to,
  icon: Icon,
  alert = false,
  className,
}: {
  label: string
  value: string
  hint?: string
  to?: string
  icon?: LucideIcon
  alert?: boolean
  className?: string
}) {
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        {label}
        {Icon && <Icon className={clsx('size-4', alert ? 'text-red-600' : 'text-slate-400')} aria-hidden />}
      </span>
      <span className={clsx('mt-2 block text-2xl font-bold tabular-nums', alert ? 'text-red-700' : 'text-ink-950')}>
        {value}
      </span>
      {hint && <span className="mt-1 block text-xs text-slate-500">{hint}</span>}
    </>
  )
  const frame = clsx(
    'block rounded-xl bg-white p-4 shadow-xs ring-1',
    alert ? 'ring-red-200' : 'ring-slate-200',
    to && 'transition hover:shadow-md hover:ring-brand-200',
    className,
  )
  return to ? (
    <Link to={to} className={frame}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  )
}
