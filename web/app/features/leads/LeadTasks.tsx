import { useState, type FormEvent } from 'react'

import type { Id } from '@shared/contract-types'
import { taskCreateSchema } from '@shared/schemas'
import { Button } from '~/components/ui/button'
import { SelectField, TextField } from '~/components/ui/field'
import { FormAlert } from '~/components/ui/form-alert'
import { useToast } from '~/components/ui/toast'
import { useAddTask, useSetTaskDone } from '~/lib/tasks-api'
import { detailOr } from '~/lib/api-errors'
import { formatDateTime } from '~/lib/format'
import { useSessionUser } from '~/lib/session'
import { fieldErrors } from '~/lib/validation'

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
  const [title, setTitle] = useState('')
  const [due, setDue] = useState('')
  const [owner, setOwner] = useState(owners[0]?.email ?? '')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [failure, setFailure] = useState('')

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const input = { title, due_at: localToIso(due), owner }
    const problems = fieldErrors(taskCreateSchema, input)
    setErrors(problems)
    if (Object.keys(problems).length) return
    try {
      await addTask.mutateAsync(input)
      setTitle('')
      setDue('')
      toast.success('Task added')
    } catch (error) {
      setFailure(detailOr(error, 'Error adding the task'))
    }
  }

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
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="empty:hidden sm:col-span-2">
          <FormAlert message={failure} />
        </div>
        <TextField
          label="Task"
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.target.value)}
          className="sm:col-span-2"
        />
        <TextField
          label="Due"
          type="datetime-local"
          value={due}
          error={errors.due_at}
          onChange={(e) => setDue(e.target.value)}
        />
        <SelectField label="Owner" value={owner} error={errors.owner} onChange={(e) => setOwner(e.target.value)}>
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
