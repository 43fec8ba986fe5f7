import type { ApiPostSummary } from '@shared/contract-types'
import type { PageSlice } from '~/lib/paginate'

/** SPEC §9: six posts per page, filtered and paged in the browser. */
export const POSTS_PER_PAGE = 6

export type BlogQuery = { search: string; category: string; page: number }

/** The query parameters the list reads (the blog route declares them to the page cache). */
export const BLOG_QUERY_PARAMS = ['search', 'category', 'page'] as const

/** The list's state as kept in the URL (?search=&category=&page=), so a filtered view can be shared. */
export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

/** The next URL query; changing the search or the category goes back to page 1. */
export function writeBlogQuery(current: BlogQuery, change: Partial<BlogQuery>): URLSearchParams {
  const next = { ...current, ...change }
  if (
    ('search' in change && change.search !== current.search) ||
    ('category' in change && change.category !== current.category)
  ) {
    next.page = 1
  }
  const params = new URLSearchParams()
  if (next.search) params.set('search', next.search)
  if (next.category) params.set('category', next.category)
  if (next.page > 1) params.set('page', String(next.page))
  return params
}

/** Posts whose title, excerpt or content contain the search (case-insensitive) in the chosen category. */
export function filterPosts(
  posts: readonly ApiPostSummary[],
  { search, category }: Pick<BlogQuery, 'search' | 'category'>,
): ApiPostSummary[] {
  const needle = search.trim().toLocaleLowerCase('en-GB')
  return posts.filter(
    (post) =>
      (!category || post.category === category) &&
      (!needle ||
        [post.title, post.excerpt, post.content].some((text) => text?.toLocaleLowerCase('en-GB').includes(needle))),
  )
}

/** "Showing 1-6 of 14 articles" */
export const showingLabel = ({ from, to, total }: Pick<PageSlice<unknown>, 'from' | 'to' | 'total'>) =>
  `Showing ${from}-${to} of ${total} articles`
