import { useCallback, useEffect, useRef, useState } from 'react'

/** SPEC §9: a mega menu closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 300
/** SPEC §9: the navbar changes style past this scroll offset. */
export const NAVBAR_SCROLL_THRESHOLD = 20

/** Which mega menu is open (at most one), with a delayed close that re-entering cancels. */
export function useMegaMenu() {
  const [open, setOpen] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }, [])
  const openMenu = useCallback(
    (id: string) => {
      cancelClose()
      setOpen(id)
    },
    [cancelClose],
  )
  const close = useCallback(() => {
    cancelClose()
    setOpen(null)
  }, [cancelClose])
  const scheduleClose = useCallback(() => {
    cancelClose()
    timer.current = setTimeout(() => {
      timer.current = null
      setOpen(null)
    }, MENU_CLOSE_DELAY_MS)
  }, [cancelClose])
  const toggle = useCallback((id: string) => (open === id ? close() : openMenu(id)), [open, close, openMenu])

  useEffect(() => cancelClose, [cancelClose])
  return { open, openMenu, close, scheduleClose, cancelClose, toggle }
}

/** True once the page has scrolled past the navbar threshold. */
export function useScrolledPast(threshold = NAVBAR_SCROLL_THRESHOLD) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
