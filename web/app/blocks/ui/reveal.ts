/** One observer for every revealed element on the page (created on first use, in the browser only). */
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
 * Fades `element` up when it scrolls into view (CSS in app.css, `[data-reveal]`), if it is still below
 * the fold now: what the visitor already sees stays put, and with prefers-reduced-motion nothing moves.
 * Returns how to stop watching.
 */
export function revealWhenScrolledTo(element: HTMLElement): (() => void) | undefined {
  if (element.dataset.reveal || typeof IntersectionObserver === 'undefined') return
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  if (element.getBoundingClientRect().top <= window.innerHeight) return
  element.dataset.reveal = 'hidden'
  const delay = Number(element.dataset.revealDelay)
  if (delay) element.style.transitionDelay = `${delay}s`
  return observe(element)
}

/** The marker `Reveal` renders, for pages whose blocks are not hydrated (island pages). */
export const REVEAL_MARKER = 'data-reveal-on-scroll'

export function revealAll(scope: ParentNode) {
  for (const element of scope.querySelectorAll<HTMLElement>(`[${REVEAL_MARKER}]`)) revealWhenScrolledTo(element)
}
