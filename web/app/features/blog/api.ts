import type { ApiCategory, ApiPost, ApiPostSummary } from '@shared/contract-types'
import type { Api } from '~/lib/api'

/** Up to 100 published posts; search, category and paging happen in the browser (SPEC §7). */
export const fetchPosts = (api: Api) =>
  api.get<{ posts: ApiPostSummary[] }>('/blog/posts?limit=100').then((body) => body.posts)
export const fetchCategories = (api: Api) =>
  api.get<{ categories: ApiCategory[] }>('/blog/categories').then((body) => body.categories)
/** A published post; in preview mode (an admin's session) its latest draft. */
export const fetchPost = (api: Api, slug: string, preview = false) =>
  api.get<ApiPost>(`/blog/posts/${encodeURIComponent(slug)}${preview ? '?draft=true' : ''}`)
