import { useSyncExternalStore } from 'react'

const QUERY = '(max-width: 639px)'

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null)

/** Whether the viewport is phone-sized (below Tailwind's `sm`), for layouts that change shape, not just size. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media()
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => media()?.matches ?? false,
    () => false,
  )
}
