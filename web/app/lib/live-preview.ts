import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Inside the admin's live preview (an iframe on the same origin), tell the admin the page is ready
 * and reload the route's data whenever the editor saves, so the preview shows the saved words.
 */
export function useRefreshOnSave() {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && (event.data as { type?: unknown } | null)?.type === 'payload-document-event')
        void revalidate()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [revalidate])
}
