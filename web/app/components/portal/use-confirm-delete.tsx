import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import type { Id } from '@shared/contract-types'
import { ConfirmDialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'

/** The texts of one delete: the question, what deleting this item means, and the two toasts. */
export type DeleteMessages<T> = {
  title: string
  message: (item: T) => ReactNode
  deleted: string
  failed: string
}

/**
 * "Delete …?" for a list's items: `ask(item)` opens the confirmation (rendered by `dialog`), and
 * confirming runs `remove` with its toasts.
 */
export function useConfirmDelete<T extends { id: Id }>(
  remove: UseMutationResult<unknown, Error, Id>,
  messages: DeleteMessages<T>,
) {
  const toast = useToast()
  const [doomed, setDoomed] = useState<T | null>(null)

  function destroy(item: T) {
    remove.mutate(item.id, {
      onSuccess: () => toast.success(messages.deleted),
      onError: () => toast.error(messages.failed),
      onSettled: () => setDoomed(null),
    })
  }

  const dialog = (
    <ConfirmDialog
      open={doomed !== null}
      tone="danger"
      title={messages.title}
      message={doomed ? messages.message(doomed) : ''}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => doomed && destroy(doomed)}
      onCancel={() => setDoomed(null)}
    />
  )
  return { ask: setDoomed, dialog }
}
