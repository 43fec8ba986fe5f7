import type { Where } from 'payload'

type TaskState = { due_at: string; done_at?: string | null; overdue_notified_at?: string | null }

/** Past its due time and not done. */
export const isTaskOverdue = (task: TaskState, now = Date.now()): boolean =>
  !task.done_at && Date.parse(task.due_at) < now

/** The tasks whose owner is still to be reminded: overdue, and no reminder sent yet. */
export const needsReminder = <T extends TaskState>(tasks: readonly T[], now = Date.now()): T[] =>
  tasks.filter((task) => isTaskOverdue(task, now) && !task.overdue_notified_at)

/** The same selection as a query, so the job reads only candidates. */
export const reminderCandidates = (now = Date.now()): Where => ({
  and: [
    { done_at: { exists: false } },
    { due_at: { less_than: new Date(now).toISOString() } },
    { overdue_notified_at: { exists: false } },
  ],
})
