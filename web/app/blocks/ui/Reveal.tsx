import { useEffect, useRef, type ReactNode } from 'react'

import { REVEAL_MARKER, revealWhenScrolledTo } from './reveal'

type RevealProps = { children: ReactNode; className?: string; delay?: number; as?: 'div' | 'li' }

/**
 * Fades content up as it scrolls into view, with CSS and an IntersectionObserver (reveal.ts). The
 * server HTML is never hidden: only elements still below the fold when the page starts are hidden
 * (out of sight) and then animated in. Hydrated pages start it here; island pages, whose blocks are
 * not hydrated, from the marker (entry.islands.ts). The state lives in DOM attributes set outside
 * React's render, so server and client markup are identical.
 */
export function Reveal({ children, className, delay = 0, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)

  useEffect(() => {
    const element = ref.current
    return element ? revealWhenScrolledTo(element) : undefined
  }, [])

  const Component = as
  return (
    <Component ref={ref} className={className} {...{ [REVEAL_MARKER]: '' }} data-reveal-delay={delay || undefined}>
      {children}
    </Component>
  )
}

/** Stepwise delays for items of a grid: 0, 0.08, 0.16 … seconds. */
export const stepDelay = (index: number, step = 0.08) => index * step
