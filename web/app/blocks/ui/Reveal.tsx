import { motion, useAnimationControls, useInView, useReducedMotion } from 'framer-motion'
import { useEffect, useRef, useState, type ReactNode } from 'react'

type RevealProps = { children: ReactNode; className?: string; delay?: number; as?: 'div' | 'li' }

/**
 * Fades content up as it scrolls into view. The server HTML is never hidden: only elements still
 * below the fold when the page hydrates are hidden (out of sight) and then animated in. With
 * prefers-reduced-motion nothing moves.
 */
export function Reveal({ children, className, delay = 0, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null)
  const reduceMotion = useReducedMotion()
  const controls = useAnimationControls()
  const inView = useInView(ref, { once: true, margin: '0px 0px -8% 0px' })
  const [armed, setArmed] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (reduceMotion || !element) return
    if (element.getBoundingClientRect().top > window.innerHeight) {
      controls.set({ opacity: 0, y: 24 })
      setArmed(true)
    }
    // Decided once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (armed && inView)
      void controls.start({ opacity: 1, y: 0, transition: { duration: 0.5, delay, ease: 'easeOut' } })
  }, [armed, inView, controls, delay])

  const Component = as === 'li' ? motion.li : motion.div
  return (
    <Component ref={ref} animate={controls} className={className}>
      {children}
    </Component>
  )
}

/** Stepwise delays for items of a grid: 0, 0.08, 0.16 … seconds. */
export const stepDelay = (index: number, step = 0.08) => index * step
