import clsx from 'clsx'

/** "SAP Premier" → "SP": the monogram of a partner's or award's wordmark. */
export const monogram = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/**
 * A clean typographic wordmark drawn from the name (no outside logo files): a monogram tile and the
 * name set tight, in the brand colours or white on dark.
 */
export function Wordmark({ name, dark = false, className }: { name: string; dark?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden
        className={clsx(
          'grid size-9 shrink-0 place-items-center rounded-lg text-xs font-black tracking-tight',
          dark ? 'bg-white text-ink-950' : 'bg-ink-950 text-white',
        )}
      >
        {monogram(name)}
      </span>
      <span className={clsx('text-lg font-extrabold tracking-tight', dark ? 'text-white' : 'text-ink-950')}>
        {name}
      </span>
    </span>
  )
}
