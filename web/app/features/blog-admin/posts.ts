import type { ApiPost, PostStatus } from '@shared/contract-types'

/** SPEC §9: after saving, the form goes back to the list 1.5 s later. */
export const REDIRECT_AFTER_SAVE_MS = 1500

export const STATUS_LABELS: Record<PostStatus, string> = { published: 'Published', draft: 'Draft' }

export type PostFilters = { q: string; category: string; status: PostStatus | '' }

/** Search in title and excerpt (any case), ANDed with category and status; newest first, undated drafts on top. */
export function filterAdminPosts(posts: readonly ApiPost[], { q, category, status }: PostFilters): ApiPost[] {
  const needle = q.trim().toLowerCase()
  const time = (post: ApiPost) => (post.published_at ? Date.parse(post.published_at) : Number.POSITIVE_INFINITY)
  return posts
    .filter(
      (post) => !needle || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle),
    )
    .filter((post) => !category || post.category === category)
    .filter((post) => !status || post.status === status)
    .sort((a, b) => time(b) - time(a))
}

/** SPEC §5: image files only. */
export const isImageFile = (file: File) => file.type.startsWith('image/')
