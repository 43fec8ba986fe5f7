import { useEffect, useRef, type ReactNode } from 'react'

type RevealProps = { children: ReactNode; className?: string; delay?: number; as?: 'div' | 'li' }

/** One observer for every Reveal on the page (created on first use, in the browser only). */
let observer: IntersectionObserver | undefined
function observe(element: HTMLElement) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const target = entry.target as HTMLElement
        target.dataset.reveal = 'shown'
        observer?.unobserve(target)
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  )
  observer.observe(element)
  return () => observer?.unobserve(element)
}

/**
 * Fades content up as it scrolls into view, with CSS (app.css, `[data-reveal]`) and an
 * IntersectionObserver: no animation library. The server HTML is never hidden: only elements still
 * below the fold when the page hydrates are hidden (out of sight) and then animated in. With
 * prefers-reduced-motion nothing moves. The attributes are set on the DOM node, outside React's
 * render, so server and client markup are identical.
 */
export function Reveal({ children, className, delay = 0, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    // Decided once, on mount: what the visitor already sees stays put.
    if (element.getBoundingClientRect().top <= window.innerHeight) return
    element.dataset.reveal = 'hidden'
    if (delay) element.style.transitionDelay = `${delay}s`
    return observe(element)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const Component = as
  return (
    <Component ref={ref} className={className}>
      {children}
    </Component>
  )
}

/** Stepwise delays for items of a grid: 0, 0.08, 0.16 … seconds. */
export const stepDelay = (index: number, step = 0.08) => index * step
