import clsx from 'clsx'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The classes of a small square icon action in a table row; `danger` turns it red on hover. */
export const iconButtonClasses = (danger = false) =>
  clsx(
    'rounded-lg p-2 text-slate-500 transition disabled:cursor-not-allowed disabled:opacity-40',
    danger ? 'hover:bg-red-50 hover:text-red-600' : 'hover:bg-slate-100 hover:text-ink-950',
  )

type Common = { label: string; danger?: boolean; children: ReactNode }

/** An icon-only row action; `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: Common & { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={iconButtonClasses(danger)}
    >
      {children}
    </button>
  )
}

/** The same look for an action that navigates. */
export function IconLink({ label, to, danger, children }: Common & { to: string }) {
  return (
    <Link to={to} aria-label={label} title={label} className={iconButtonClasses(danger)}>
      {children}
    </Link>
  )
}
