import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ApiCategory, ApiPost, Id, PostInput, UploadResponse } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'

export const postKeys = {
  all: [QUERY_ROOTS.posts] as const,
  list: () => [...postKeys.all, 'list'] as const,
}
export const categoryKeys = {
  all: [QUERY_ROOTS.categories] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
}

/** Every post, drafts included. */
export const fetchPosts = () => portalApi.get<{ posts: ApiPost[] }>('/blog/admin/posts').then((r) => r.posts)
export const postsQueryOptions = () => queryOptions({ queryKey: postKeys.list(), queryFn: fetchPosts })
export const usePosts = () => useQuery(postsQueryOptions())
/** One post for the edit form, read from the same list (the contract has no admin read-by-id). */
export const usePost = (id: string) =>
  useQuery({ ...postsQueryOptions(), select: (posts) => posts.find((post) => String(post.id) === id) ?? null })

export const fetchCategories = () =>
  portalApi.get<{ categories: ApiCategory[] }>('/blog/categories').then((r) => r.categories)
export const categoriesQueryOptions = () => queryOptions({ queryKey: categoryKeys.list(), queryFn: fetchCategories })
export const useCategories = () => useQuery(categoriesQueryOptions())

export function useSavePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: PostInput & { id?: Id }) =>
      id === undefined
        ? portalApi.post<unknown>('/blog/admin/posts', input)
        : portalApi.put<unknown>(`/blog/admin/posts/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  })
}

export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => portalApi.delete<unknown>(`/blog/admin/posts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  })
}

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    // SPEC §3: the description is sent as an empty string on create.
    mutationFn: (name: string) => portalApi.post<unknown>('/blog/admin/categories', { name, description: '' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => portalApi.delete<unknown>(`/blog/admin/categories/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

export function uploadImage(file: File): Promise<UploadResponse> {
  const body = new FormData()
  body.append('file', file)
  return portalApi.post<UploadResponse>('/upload/image', body)
}
export const useUploadImage = () => useMutation({ mutationFn: uploadImage })
