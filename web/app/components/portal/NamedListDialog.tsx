import type { UseMutationResult } from '@tanstack/react-query'
import { Plus, Trash2, type LucideIcon } from 'lucide-react'
import type { FormEvent } from 'react'
import type { z } from 'zod'

import type { Id } from '@shared/contract-types'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { TextField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'
import { useDiscardGuard } from '~/components/ui/unsaved-changes'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'

import { useConfirmDelete, type DeleteMessages } from './use-confirm-delete'

export type NamedItem = { id: Id; name: string; description?: string }

/** The fixed texts of one list: toasts, the delete question, and what deleting an item means. */
export type NamedListMessages<T> = {
  created: string
  createError: string
  delete: DeleteMessages<T>
}

type Props<T extends NamedItem> = {
  title: string
  description: string
  inputLabel: string
  placeholder: string
  listLabel: string
  emptyText: string
  icon: LucideIcon
  items: T[]
  /** The contract's rule for a new name (shared schemas), checked before sending. */
  schema: z.ZodType<{ name: string }, { name?: unknown }>
  create: UseMutationResult<unknown, Error, string>
  remove: UseMutationResult<unknown, Error, Id>
  messages: NamedListMessages<T>
  onClose: () => void
}

/**
 * A dialog that manages a list of names (blog categories, job roles): add by name (a blank name is
 * ignored, SPEC §5; a name the contract would refuse shows its message), delete after a confirmation.
 */
export function NamedListDialog<T extends NamedItem>({
  title,
  description,
  inputLabel,
  placeholder,
  listLabel,
  emptyText,
  icon: Icon,
  items,
  schema,
  create,
  remove,
  messages,
  onClose,
}: Props<T>) {
  const toast = useToast()
  const confirmDelete = useConfirmDelete<T>(remove, messages.delete)
  const { form, fields } = usePortalForm({
    schema,
    send: async ({ name }) => {
      try {
        await create.mutateAsync(name)
        form.reset()
        toast.success(messages.created)
      } catch {
        toast.error(messages.createError)
      }
    },
  })
  const typed = String(fields.name.value ?? '').trim()
  const { requestClose, confirmDiscard } = useDiscardGuard(typed !== '', onClose)

  function add(event: FormEvent<HTMLFormElement>) {
    // A blank name is ignored, not refused (conform's own revalidation, from a no-validate button, goes through).
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const intent = submitter instanceof HTMLButtonElement && submitter.formNoValidate
    if (!intent && !String(new FormData(event.currentTarget).get('name') ?? '').trim()) return event.preventDefault()
    form.onSubmit(event)
  }

  return (
    <Dialog open onClose={requestClose} title={title} description={description}>
      {/* Top-aligned, the button stepped down by the label (1.25rem line + 0.375rem gap): it stays level
          with the input while a message shows under it. */}
      <form id={form.id} onSubmit={add} noValidate className="flex items-start gap-2">
        <TextField
          label={inputLabel}
          {...fieldProps(fields.name)}
          // Blank is no error here: the name is just not added.
          error={typed ? fields.name.errors?.[0] : undefined}
          placeholder={placeholder}
          className="flex-1"
        />
        <Button type="submit" disabled={create.isPending} className="mt-[1.625rem] rounded-lg">
          <Plus className="size-4" aria-hidden />
          Add
        </Button>
      </form>
      {items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
          {emptyText}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <Icon className="size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="font-medium text-ink-950">{item.name}</span>
                {item.description && <span className="truncate text-slate-500">· {item.description}</span>}
              </span>
              <button
                type="button"
                onClick={() => confirmDelete.ask(item)}
                aria-label={`Delete ${item.name}`}
                className="rounded-lg p-1.5 text-slate-400 transition hover:bg-red-50 hover:text-red-600"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirmDelete.dialog}
      {confirmDiscard}
    </Dialog>
  )
}
