import { ListTodo } from 'lucide-react'
import { Link } from 'react-router'

import type { ApiTask } from '@shared/contract-types'
import { useToast } from '~/components/ui/toast'
import { formatDateTime } from '~/lib/format'

import { useSetTaskDone } from '~/lib/tasks-api'

/** The signed-in person's open follow-ups, soonest due first; admins open the lead from each. */
export function MyTasks({ tasks, admin }: { tasks: ApiTask[]; admin: boolean }) {
  const setDone = useSetTaskDone()
  const toast = useToast()
  return (
    <section aria-labelledby="my-tasks" className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-6">
      <h2 id="my-tasks" className="flex items-center gap-2 text-lg font-semibold text-ink-950">
        <ListTodo className="size-5 text-brand-600" aria-hidden />
        My tasks
      </h2>
      {tasks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nothing to follow up.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-start gap-3 py-2.5 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-label={`Done: ${task.title}`}
                disabled={setDone.isPending}
                onChange={() =>
                  setDone.mutate({ id: task.id, done: true }, { onError: () => toast.error('Error updating the task') })
                }
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
                <span className="min-w-0">
                  <span className="block font-medium break-words text-ink-950">{task.title}</span>
                  <span className="block text-slate-600">
                    {admin ? (
                      <Link
                        to={`/portal/admin/leads?lead=${task.lead_id}`}
                        className="font-medium text-brand-700 hover:underline"
                      >
                        {task.company || task.contact}
                      </Link>
                    ) : (
                      task.company || task.contact
                    )}
                    {task.contact && task.company ? ` · ${task.contact}` : ''}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums sm:text-right">
                  <span className={task.overdue ? 'font-semibold text-red-700' : 'text-slate-600'}>
                    Due {formatDateTime(task.due_at)}
                  </span>
                  {task.overdue && (
                    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                      Overdue
                    </span>
                  )}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
