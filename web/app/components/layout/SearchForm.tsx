import clsx from 'clsx'
import { Search } from 'lucide-react'

/**
 * The site search box: a plain GET form to /search, so it works before (or without) JavaScript.
 * `id` ties its label to the input; callers pass a React `useId` value.
 */
export function SearchForm({
  id,
  defaultValue = '',
  className,
  size = 'sm',
}: {
  id: string
  defaultValue?: string
  className?: string
  size?: 'sm' | 'lg'
}) {
  return (
    <form role="search" action="/search" method="get" className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <Search
        aria-hidden
        className={clsx(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500',
          size === 'lg' ? 'left-4 size-5' : 'left-3 size-4',
        )}
      />
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        className={clsx(
          'block w-full rounded-full border border-slate-300 bg-white text-ink-950 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none',
          size === 'lg' ? 'py-3 pr-28 pl-11 text-base' : 'py-2 pr-3 pl-9 text-sm',
        )}
      />
      {size === 'lg' && (
        <button
          type="submit"
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      )}
    </form>
  )
}
