import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiJobRole, ApiUser, Id } from '@shared/contract-types'
import type { Role } from '~/lib/roles'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { useInvalidating } from '~/lib/use-invalidating'

export const userKeys = {
  all: [QUERY_ROOTS.users] as const,
  list: () => [...userKeys.all, 'list'] as const,
}
export const jobRoleKeys = {
  all: [QUERY_ROOTS.jobRoles] as const,
  list: () => [...jobRoleKeys.all, 'list'] as const,
}

export type NewUser = {
  email: string
  password: string
  passwordConfirm: string
  first_name: string
  last_name: string
  role: Role
  /** The job role's id, or null for none. */
  job_role: Id | null
}
export type UserChanges = Partial<Pick<NewUser, 'first_name' | 'last_name' | 'role' | 'job_role'>> & {
  is_active?: boolean
}
export type PasswordChange = { password: string; passwordConfirm: string }

export const fetchUsers = () => portalApi.get<{ users: ApiUser[] }>('/portal/users').then((r) => r.users)
export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: fetchUsers })
export const useUsers = () => useQuery(usersQueryOptions())

export const fetchJobRoles = () =>
  portalApi.get<{ roles: ApiJobRole[] }>('/portal/leads/job-roles').then((r) => r.roles)
export const jobRolesQueryOptions = () => queryOptions({ queryKey: jobRoleKeys.list(), queryFn: fetchJobRoles })
export const useJobRoles = () => useQuery(jobRolesQueryOptions())

export const useCreateUser = () =>
  useInvalidating((input: NewUser) => portalApi.post<unknown>('/portal/users', input), [userKeys.all])

export const useUpdateUser = () =>
  useInvalidating(
    ({ id, ...changes }: UserChanges & { id: Id }) => portalApi.put<unknown>(`/portal/users/${id}`, changes),
    [userKeys.all],
  )

export const useResetPassword = () =>
  useInvalidating(
    ({ id, ...change }: PasswordChange & { id: Id }) => portalApi.put<unknown>(`/portal/users/${id}/password`, change),
    [],
  )

/** "Send a reset link": the user chooses their own password from an e-mailed link. */
export const useSendResetLink = () =>
  useInvalidating((id: Id) => portalApi.post<{ success: true }>(`/portal/users/${id}/reset-link`, {}), [])

export const useCreateJobRole = () =>
  useInvalidating((name: string) => portalApi.post<unknown>('/portal/leads/job-roles', { name }), [jobRoleKeys.all])

/** Users show their job role's name, so deleting one refreshes them too. */
export const useDeleteJobRole = () =>
  useInvalidating(
    (id: Id) => portalApi.delete<unknown>(`/portal/leads/job-roles/${id}`),
    [jobRoleKeys.all, userKeys.all],
  )
