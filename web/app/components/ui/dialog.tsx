import * as RadixDialog from '@radix-ui/react-dialog'
import clsx from 'clsx'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'

import { Button } from './button'

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
 * A modal dialog on Radix's primitive, which traps focus (Tab wraps), hides the page from assistive
 * technology, locks scrolling, closes the innermost of stacked dialogs on Escape and gives focus back
 * to whatever opened it. The backdrop closes it too.
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
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => next || onClose()}>
      <RadixDialog.Portal>
        <div
          className={clsx(
            'fixed inset-0 z-50 flex',
            variant === 'drawer' ? 'justify-end' : 'items-end justify-center p-0 sm:items-center sm:p-4',
          )}
        >
          <RadixDialog.Overlay className="absolute inset-0 bg-slate-900/40 backdrop-blur-[2px]" onClick={onClose} />
          <RadixDialog.Content
            role={role}
            // Only the backdrop closes on a click outside (its own onClick), not a click on a toast.
            onPointerDownOutside={(event) => event.preventDefault()}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement as HTMLElement | null
              focusFirstField(event)
            }}
            // Radix gives focus back to a Dialog.Trigger; these dialogs are opened by any button.
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              if (opener.current?.isConnected) opener.current.focus()
            }}
            // Without a description Radix would point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={clsx(
              'relative flex max-h-full w-full flex-col bg-white shadow-2xl outline-none',
              variant === 'drawer'
                ? 'h-full max-w-lg border-l border-slate-200'
                : clsx(
                    'max-h-[92vh] rounded-t-2xl sm:rounded-2xl',
                    { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' }[size],
                  ),
            )}
          >
            <header className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
              <div className="min-w-0">
                <RadixDialog.Title className="text-lg font-semibold text-ink-950">{title}</RadixDialog.Title>
                {description && (
                  <RadixDialog.Description asChild>
                    <div className="mt-1 text-sm text-slate-600">{description}</div>
                  </RadixDialog.Description>
                )}
              </div>
              <RadixDialog.Close
                data-dialog-close
                aria-label="Close"
                className="-mr-2 rounded-lg p-1.5 text-slate-400 transition hover:bg-slate-100 hover:text-slate-700"
              >
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            </header>
            {children && <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>}
            {footer && (
              <footer className="flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4">
                {footer}
              </footer>
            )}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Opening focuses the first field or button inside, skipping the corner close button when there is
 * anything else (Radix would focus the close button, the first in the DOM).
 */
function focusFirstField(event: Event) {
  const content = event.currentTarget as HTMLElement
  const first = Array.from(content.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (el) => el.dataset.dialogClose === undefined,
  )
  if (!first) return
  event.preventDefault()
  first.focus()
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
