import type { Id } from '@shared/contract-types'
import { leadNoteSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { TextareaField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { detailOr } from '~/lib/api-errors'
import { formatDateTime } from '~/lib/format'
import { usePortalForm } from '~/lib/portal-form'

import { activityText } from './activity-text'
import { useAddNote, useLeadDetail } from './api'

/** Lead Details' history: who did what and when, newest first, with a box to add a note. */
export function LeadTimeline({ id }: { id: Id }) {
  const detail = useLeadDetail(id)
  const addNote = useAddNote(id)
  const { form, fields, failure } = usePortalForm({
    schema: leadNoteSchema,
    send: async ({ body }) => {
      await addNote.mutateAsync(body)
      form.reset()
    },
  })
  // The note's own message shows in the box above it, as the contract's refusal does.
  const alert = fields.body.errors?.[0] ?? (failure ? detailOr(failure, 'Error adding the note') : '')

  return (
    <section aria-label="Activity" className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-ink-950">Activity</h3>
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="mt-3 space-y-2">
        <FormAlert message={alert} />
        <TextareaField label="Add a note" rows={2} name={fields.body.name} />
        <Button type="submit" size="sm" disabled={addNote.isPending}>
          {addNote.isPending ? 'Adding...' : 'Add note'}
        </Button>
      </form>
      {detail.isLoading && <p className="mt-3 text-sm text-slate-500">Loading activity...</p>}
      <ol className="mt-4 space-y-3" aria-label="Timeline">
        {detail.data?.activity.map((entry) => {
          const text = activityText(entry)
          return (
            <li key={entry.id} className="border-l-2 border-brand-200 pl-3 text-sm">
              <p className="font-medium text-ink-950">{text.title}</p>
              {text.detail && <p className="whitespace-pre-wrap break-words text-slate-700">{text.detail}</p>}
              <p className="text-xs text-slate-500">
                {entry.by ? `by ${entry.by.name || entry.by.email}` : 'by the system'} · {formatDateTime(entry.at)}
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
