import { useState } from 'react'

import type { Id } from '@shared/contract-types'
import { taskCreateSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { SelectField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { useToast } from '~/components/ui/toast'
import { useAddTask, useSetTaskDone } from '~/lib/tasks-api'
import { detailOr } from '~/lib/api-errors'
import { formatDateTime } from '~/lib/format'
import { usePortalForm } from '~/lib/portal-form'
import { fieldProps } from '~/lib/public-form'
import { useSessionUser } from '~/lib/session'

import { useLeadDetail } from './api'
import type { Advisor } from './lead-filters'

/** A datetime-local value ("2026-11-26T14:30", the browser's own zone) as an ISO instant; '' stays ''. */
export const localToIso = (value: string): string => {
  const time = value ? new Date(value).getTime() : NaN
  return Number.isNaN(time) ? '' : new Date(time).toISOString()
}

/** Lead Details' follow-ups: open ones first by due time, each ticked off in place, and a form to add one. */
export function LeadTasks({ id, advisors }: { id: Id; advisors: Advisor[] }) {
  const user = useSessionUser()
  const detail = useLeadDetail(id)
  const addTask = useAddTask(id)
  const setDone = useSetTaskDone()
  const toast = useToast()
  const me = user ? { email: user.email, name: 'Me', jobRole: '' } : null
  const owners = me ? [me, ...advisors.filter((a) => a.email !== me.email)] : advisors
  // The browser's local time, posted as the instant the contract takes (`due_at`, hidden).
  const [due, setDue] = useState('')
  const { form, fields, failure } = usePortalForm({
    schema: taskCreateSchema,
    defaultValue: { owner: owners[0]?.email ?? '' },
    send: async (input) => {
      await addTask.mutateAsync(input)
      form.reset()
      setDue('')
      toast.success('Task added')
    },
  })

  const tasks = detail.data?.tasks ?? []
  return (
    <section aria-labelledby="lead-tasks" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-tasks" className="text-sm font-semibold text-ink-950">
        Follow-up tasks
      </h3>
      {tasks.length > 0 && (
        <ul className="mt-3 space-y-2">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-label={`Done: ${task.title}`}
                checked={Boolean(task.done_at)}
                disabled={setDone.isPending}
                onChange={(e) =>
                  setDone.mutate(
                    { id: task.id, done: e.target.checked },
                    { onError: () => toast.error('Error updating the task') },
                  )
                }
              />
              <span className="min-w-0 flex-1">
                <span className={task.done_at ? 'text-slate-500 line-through' : 'font-medium text-ink-950'}>
                  {task.title}
                </span>
                <span className="block text-xs text-slate-500">
                  {formatDateTime(task.due_at)} · {task.owner.name || task.owner.email}
                  {task.overdue && <span className="ml-1 font-semibold text-red-700">· Overdue</span>}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="empty:hidden sm:col-span-2">
          <FormAlert message={failure ? detailOr(failure, 'Error adding the task') : ''} />
        </div>
        <TextField label="Task" {...fieldProps(fields.title)} className="sm:col-span-2" />
        <TextField
          label="Due"
          type="datetime-local"
          value={due}
          error={fields.due_at.errors?.[0]}
          onChange={(e) => setDue(e.target.value)}
        />
        <input type="hidden" name={fields.due_at.name} value={localToIso(due)} />
        <SelectField label="Owner" {...fieldProps(fields.owner)}>
          {owners.map((o) => (
            <option key={o.email} value={o.email}>
              {o.name}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={addTask.isPending}>
            {addTask.isPending ? 'Adding...' : 'Add task'}
          </Button>
        </div>
      </form>
    </section>
  )
}
