import { ChevronLeft, ChevronRight } from 'lucide-react'

import { Button } from './button'

type Props = { page: number; totalPages: number; onPageChange: (page: number) => void; label?: string }

/** Previous / next with 'Page X of Y'; nothing at all when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination' }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  )
}
