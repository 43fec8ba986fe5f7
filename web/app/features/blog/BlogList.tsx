import { Search, X } from 'lucide-react'
import { useRef } from 'react'
import { useSearchParams } from 'react-router'

import type { ApiCategory, ApiPostSummary } from '@shared/contract-types'
import { paginate } from '~/lib/paginate'
import { useDeferredText } from '~/lib/use-deferred-text'

import { filterPosts, POSTS_PER_PAGE, readBlogQuery, showingLabel, writeBlogQuery, type BlogQuery } from './filter'
import { Pagination } from './Pagination'
import { PostCard } from './PostCard'

type Props = { posts: ApiPostSummary[]; categories: ApiCategory[] }

/** The article list: search, category, active-filter chips, cards and paging, all kept in the URL query. */
export function BlogList({ posts, categories }: Props) {
  const [params, setParams] = useSearchParams()
  const query = readBlogQuery(params)
  const listTop = useRef<HTMLDivElement>(null)

  const update = (change: Partial<BlogQuery>, { replace = false } = {}) =>
    setParams(writeBlogQuery(query, change), { replace, preventScrollReset: true })

  const [searchText, setSearchText] = useDeferredText(query.search, (search) => update({ search }, { replace: true }))

  const filtered = filterPosts(posts, query)
  const page = paginate(filtered, query.page, POSTS_PER_PAGE)

  const goToPage = (number: number) => {
    update({ page: number })
    listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <div className="container-page py-12 sm:py-16">
      <div ref={listTop} className="scroll-mt-24 flex flex-col gap-4 md:flex-row md:items-end">
        <label className="relative flex-1">
          <span className="sr-only">Search articles</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search articles..."
            className="block w-full rounded-full border border-slate-300 bg-white py-2.5 pr-4 pl-10 text-sm shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
          />
        </label>
        <label className="md:w-64">
          <span className="sr-only">Category</span>
          <select
            value={query.category}
            onChange={(event) => update({ category: event.target.value })}
            className="block w-full rounded-full border border-slate-300 bg-white px-4 py-2.5 text-sm shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
          >
            <option value="">All Categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      </div>

      {(query.search || query.category) && (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" aria-label="Active filters">
          {query.search && <FilterChip label={`Search: ${query.search}`} onRemove={() => update({ search: '' })} />}
          {query.category && (
            <FilterChip label={`Category: ${query.category}`} onRemove={() => update({ category: '' })} />
          )}
          <button
            type="button"
            onClick={() => update({ search: '', category: '' })}
            className="px-2 font-semibold text-brand-600 hover:underline"
          >
            Clear all
          </button>
        </div>
      )}

      {page.total === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <p className="font-semibold text-ink-950">No articles found</p>
          <p className="mt-2 text-sm text-slate-600">
            {posts.length
              ? 'Try another search or category.'
              : 'New articles are on their way. Please check back soon.'}
          </p>
        </div>
      ) : (
        <>
          <p className="mt-8 text-sm text-slate-600" aria-live="polite">
            {showingLabel(page)}
          </p>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
          <div className="mt-12">
            <Pagination page={page.page} totalPages={page.totalPages} onChange={goToPage} />
          </div>
        </>
      )}
    </div>
  )
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 font-medium text-brand-800">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="rounded-full p-1 hover:bg-brand-100"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </span>
  )
}
