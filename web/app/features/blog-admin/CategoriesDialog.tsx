import { Plus, Tag, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import type { ApiCategory } from '@cms/contract/types'
import { Button } from '~/components/ui/button'
import { ConfirmDialog, Dialog } from '~/components/ui/dialog'
import { TextField } from '~/components/ui/field'
import { useToast } from '~/components/ui/toast'

import { useCreateCategory, useDeleteCategory } from './api'

/** The Categories manager: add a category by name, delete one after 'Delete this category?'. */
export function CategoriesDialog({ categories, onClose }: { categories: ApiCategory[]; onClose: () => void }) {
  const toast = useToast()
  const create = useCreateCategory()
  const remove = useDeleteCategory()
  const [name, setName] = useState('')
  const [doomed, setDoomed] = useState<ApiCategory | null>(null)

  function add(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return // SPEC §5: a blank name is ignored
    create.mutate(trimmed, {
      onSuccess: () => {
        setName('')
        toast.success('Category created')
      },
      onError: () => toast.error('Error creating category'),
    })
  }

  function destroy(category: ApiCategory) {
    remove.mutate(category.id, {
      onSuccess: () => toast.success('Category deleted'),
      onError: () => toast.error('Error deleting category'),
      onSettled: () => setDoomed(null),
    })
  }

  return (
    <Dialog open onClose={onClose} title="Categories" description="Every post belongs to one category; readers filter the blog by them.">
      <form onSubmit={add} className="flex items-end gap-2">
        <TextField label="New category" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Customer Stories" className="flex-1" />
        <Button type="submit" disabled={create.isPending} className="mb-px rounded-lg">
          <Plus className="size-4" aria-hidden />
          Add
        </Button>
      </form>
      {categories.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">No categories yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label="Categories">
          {categories.map((category) => (
            <li key={category.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <Tag className="size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="font-medium text-ink-950">{category.name}</span>
                {category.description && <span className="truncate text-slate-500">· {category.description}</span>}
              </span>
              <button
                type="button"
                onClick={() => setDoomed(category)}
                aria-label={`Delete ${category.name}`}
                className="rounded-lg p-1.5 text-slate-400 transition hover:bg-red-50 hover:text-red-600"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        tone="danger"
        title="Delete this category?"
        message={doomed ? `“${doomed.name}” will no longer be offered for posts.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => doomed && destroy(doomed)}
        onCancel={() => setDoomed(null)}
      />
    </Dialog>
  )
}
