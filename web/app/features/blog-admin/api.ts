import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import type { ApiCategory, ApiPost, Id, PostInput, UploadResponse } from '@shared/contract-types'
import { portalApi } from '~/lib/portal-api'
import { QUERY_ROOTS } from '~/lib/query-keys'
import { useInvalidating } from '~/lib/use-invalidating'

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

export const useSavePost = () =>
  useInvalidating(
    ({ id, ...input }: PostInput & { id?: Id }) =>
      id === undefined
        ? portalApi.post<unknown>('/blog/admin/posts', input)
        : portalApi.put<unknown>(`/blog/admin/posts/${id}`, input),
    [postKeys.all],
  )

export const useDeletePost = () =>
  useInvalidating((id: Id) => portalApi.delete<unknown>(`/blog/admin/posts/${id}`), [postKeys.all])

export const useCreateCategory = () =>
  useInvalidating(
    // SPEC §3: the description is sent as an empty string on create.
    (name: string) => portalApi.post<unknown>('/blog/admin/categories', { name, description: '' }),
    [categoryKeys.all],
  )

export const useDeleteCategory = () =>
  useInvalidating((id: Id) => portalApi.delete<unknown>(`/blog/admin/categories/${id}`), [categoryKeys.all])

export function uploadImage(file: File): Promise<UploadResponse> {
  const body = new FormData()
  body.append('file', file)
  return portalApi.post<UploadResponse>('/upload/image', body)
}
export const useUploadImage = () => useMutation({ mutationFn: uploadImage })
