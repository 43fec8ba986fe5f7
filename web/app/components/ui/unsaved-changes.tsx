import { useEffect, useState } from 'react'
import { useBlocker } from 'react-router'

import { ConfirmDialog } from './dialog'

function DiscardDialog({ open, onDiscard, onKeep }: { open: boolean; onDiscard: () => void; onKeep: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title="Discard unsaved changes?"
      message="What you have typed here has not been saved and will be lost."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  )
}

/**
 * For a form in a dialog: `requestClose` closes at once when nothing was changed, otherwise asks
 * first. Wire it to the dialog's onClose (Escape, backdrop, ×) and to its Cancel button, and render
 * `confirmDiscard`.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void) {
  const [asking, setAsking] = useState(false)
  const requestClose = () => (dirty ? setAsking(true) : onClose())
  const confirmDiscard = (
    <DiscardDialog
      open={asking}
      onDiscard={() => {
        setAsking(false)
        onClose()
      }}
      onKeep={() => setAsking(false)}
    />
  )
  return { requestClose, confirmDiscard }
}

/**
 * For a form that is a page: while `dirty`, leaving for another page in the app asks first, and
 * closing or reloading the tab triggers the browser's own warning. Render the returned element.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  return (
    <DiscardDialog
      open={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onKeep={() => blocker.reset?.()}
    />
  )
}
