import clsx from 'clsx'
import { Search } from 'lucide-react'
import { useId, type ReactNode } from 'react'

const control =
  'h-10 rounded-lg border border-slate-300 bg-white text-sm text-ink-950 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none'

/** A toolbar search box; its label is for screen readers, the icon and placeholder say it to everyone else. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder = 'Search...',
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  className?: string
}) {
  const id = useId()
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(control, 'w-full pr-3 pl-9 placeholder:text-slate-400')}
      />
    </div>
  )
}

export function FilterSelect({
  label,
  value,
  onChange,
  children,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(control, 'w-full pr-8 pl-3')}
      >
        {children}
      </select>
    </div>
  )
}
