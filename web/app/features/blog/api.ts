import { queryOptions } from '@tanstack/react-query'

import type { ApiCategory, ApiPost } from '@shared/contract-types'
import { createApi, type Api } from '~/lib/api'

const browserApi = createApi()

/** Up to 100 published posts; search, category and paging happen in the browser (SPEC §7). */
export const fetchPosts = (api: Api) =>
  api.get<{ posts: ApiPost[] }>('/blog/posts?limit=100').then((body) => body.posts)
export const fetchCategories = (api: Api) =>
  api.get<{ categories: ApiCategory[] }>('/blog/categories').then((body) => body.categories)
/** A published post; in preview mode (an admin's session) its latest draft. */
export const fetchPost = (api: Api, slug: string, preview = false) =>
  api.get<ApiPost>(`/blog/posts/${encodeURIComponent(slug)}${preview ? '?draft=true' : ''}`)

export const postsQuery = () => queryOptions({ queryKey: ['blog', 'posts'], queryFn: () => fetchPosts(browserApi) })
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['blog', 'categories'], queryFn: () => fetchCategories(browserApi) })

/** A failed list stays empty (SPEC §8: logged to the console only, which the API client does). */
export const orEmpty = <T>(promise: Promise<T[]>): Promise<T[]> => promise.catch(() => [])
