import clsx from 'clsx'

import type { Media } from '@shared/payload-types'
import { LogoImage } from '~/components/LogoImage'

/** "SAP Premier" → "SP": the monogram of a partner's or award's wordmark. */
export const monogram = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/**
 * A wordmark: the uploaded logo, else a monogram tile drawn from the name, and the name set tight, in
 * the brand colours or white on dark.
 */
export function Wordmark({
  name,
  logo,
  dark = false,
  className,
}: {
  name: string
  logo?: Media | null
  dark?: boolean
  className?: string
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      {logo ? (
        <LogoImage media={logo} className={clsx('h-9 w-auto max-w-32 shrink-0', dark && 'rounded-lg bg-white p-1')} />
      ) : (
        <span
          aria-hidden
          className={clsx(
            'grid size-9 shrink-0 place-items-center rounded-lg text-xs font-black tracking-tight',
            dark ? 'bg-white text-ink-950' : 'bg-ink-950 text-white',
          )}
        >
          {monogram(name)}
        </span>
      )}
      <span className={clsx('text-lg font-extrabold tracking-tight', dark ? 'text-white' : 'text-ink-950')}>
        {name}
      </span>
    </span>
  )
}
