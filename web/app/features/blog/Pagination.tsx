import clsx from 'clsx'
import { ChevronLeft, ChevronRight } from 'lucide-react'

type Props = { page: number; totalPages: number; onChange: (page: number) => void }

const pageButton =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium transition'

/** Numbered pages with previous and next. */
export function Pagination({ page, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Blog pages" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page === 1}
        className={clsx(
          pageButton,
          'border-slate-200 bg-white hover:border-brand-500 disabled:cursor-not-allowed disabled:opacity-40',
        )}
      >
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </button>
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((number) => (
        <button
          key={number}
          type="button"
          onClick={() => onChange(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          className={clsx(
            pageButton,
            number === page
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-200 bg-white hover:border-brand-500',
          )}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page === totalPages}
        className={clsx(
          pageButton,
          'border-slate-200 bg-white hover:border-brand-500 disabled:cursor-not-allowed disabled:opacity-40',
        )}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  )
}
