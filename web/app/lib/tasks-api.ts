import { queryOptions } from '@tanstack/react-query'

import type { ApiTask, Id, TaskCreateInput, TaskUpdateInput } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { useInvalidating } from '~/lib/use-invalidating'

/** The caller's open follow-up tasks, soonest due first. */
export const myTasksQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.tasks, 'mine'] as const,
    queryFn: () => portalApi.get<{ tasks: ApiTask[] }>('/portal/tasks').then((r) => r.tasks),
  })

/** Adding a task changes the lead's drawer and someone's My tasks. */
export const useAddTask = (lead: Id) =>
  useInvalidating(
    (input: TaskCreateInput) => portalApi.post<ApiTask>(`/portal/leads/inbound/${lead}/tasks`, input),
    [[QUERY_ROOTS.leads], [QUERY_ROOTS.tasks]],
  )

export const useSetTaskDone = () =>
  useInvalidating(
    ({ id, done }: TaskUpdateInput & { id: Id }) =>
      portalApi.put<ApiTask>(`/portal/tasks/${id}`, { done } satisfies TaskUpdateInput),
    [[QUERY_ROOTS.leads], [QUERY_ROOTS.tasks]],
  )
