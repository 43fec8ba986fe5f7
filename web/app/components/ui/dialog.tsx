import clsx from 'clsx'
import { X } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { Button } from './button'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE))

type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** `drawer` slides in from the right edge: for detail panels beside a list. */
  variant?: 'center' | 'drawer'
  size?: 'sm' | 'md' | 'lg'
  role?: 'dialog' | 'alertdialog'
}

/**
 * A modal dialog: rendered over the page, focus moves in and stays in (Tab wraps), Escape and the
 * backdrop close it, and focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  variant = 'center',
  size = 'md',
  role = 'dialog',
}: DialogProps) {
  if (!open || typeof document === 'undefined') return null
  return createPortal(
    <DialogPanel
      onClose={onClose}
      title={title}
      description={description}
      footer={footer}
      variant={variant}
      size={size}
      role={role}
    >
      {children}
    </DialogPanel>,
    document.body,
  )
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  footer,
  variant,
  size,
  role,
}: Omit<DialogProps, 'open'>) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const root = panel.current!
    // The first field or button inside, skipping the corner close button when there is anything else.
    const [first, ...rest] = focusables(root).filter((el) => el.dataset.dialogClose === undefined)
    ;(first ?? rest[0] ?? root).focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      if (opener && opener.isConnected) opener.focus()
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Dialogs can stack (a confirmation over a form); the innermost one handles the key.
    if (event.key === 'Escape') {
      event.stopPropagation()
      closeRef.current()
      return
    }
    if (event.key !== 'Tab') return
    event.stopPropagation()
    const items = focusables(panel.current!)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div
      className={clsx(
        'fixed inset-0 z-50 flex',
        variant === 'drawer' ? 'justify-end' : 'items-end justify-center p-0 sm:items-center sm:p-4',
      )}
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-slate-900/40 backdrop-blur-[2px]"
        onClick={() => closeRef.current()}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={clsx(
          'relative flex max-h-full w-full flex-col bg-white shadow-2xl outline-none',
          variant === 'drawer'
            ? 'h-full max-w-lg border-l border-slate-200'
            : clsx(
                'max-h-[92vh] rounded-t-2xl sm:rounded-2xl',
                { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' }[size!],
              ),
        )}
      >
        <header className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-ink-950">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            )}
          </div>
          <button
            type="button"
            data-dialog-close
            onClick={() => closeRef.current()}
            aria-label="Close"
            className="-mr-2 rounded-lg p-1.5 text-slate-400 transition hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-5" aria-hidden />
          </button>
        </header>
        {children && <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>}
        {footer && (
          <footer className="flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4">
            {footer}
          </footer>
        )}
      </div>
    </div>
  )
}

type ConfirmDialogProps = {
  open: boolean
  title: string
  message: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  tone?: 'danger' | 'primary'
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no question; `danger` for destructive actions. Cancel is focused first so Enter is safe. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
