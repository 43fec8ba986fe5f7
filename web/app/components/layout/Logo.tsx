import { Link } from 'react-router'

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 font-bold tracking-tight whitespace-nowrap">
      <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm text-white">
        B1
      </span>
      <span className={inverted ? 'text-white' : 'text-ink-950'}>Clearpath B1</span>
    </Link>
  )
}
