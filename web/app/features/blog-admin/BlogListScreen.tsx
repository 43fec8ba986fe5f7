import { FileText, ImageIcon, Pencil, Plus, Tags, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

import type { ApiPost, PostStatus } from '@shared/contract-types'
import { FilterBar, ListContent, ListSummary } from '~/components/portal/ListPanel'
import { PageHeader, Panel } from '~/components/portal/PageHeader'
import { useConfirmDelete } from '~/components/portal/use-confirm-delete'
import { Badge, OnOffBadge } from '~/components/ui/badge'
import { Button, ButtonLink } from '~/components/ui/button'
import { DataTable, RowActions, type Column } from '~/components/ui/data-table'
import { EmptyState } from '~/components/ui/empty-state'
import { FilterSelect, SearchInput } from '~/components/ui/filters'
import { IconButton, IconLink } from '~/components/ui/icon-button'
import { formatShortDate } from '~/lib/format'

import { useCategories, useDeletePost, usePosts } from './api'
import { CategoriesDialog } from './CategoriesDialog'
import { filterAdminPosts, STATUS_LABELS, type PostFilters } from './posts'

const COLUMNS: Column[] = [
  { label: 'Post' },
  { label: 'Category', className: 'hidden md:table-cell' },
  { label: 'Status' },
  { label: 'Published', className: 'hidden lg:table-cell' },
  { label: 'Actions', className: 'text-right' },
]

const editPath = (post: ApiPost) => `/portal/admin/blog/edit/${post.id}`

/** Blog Management (SPEC §2). */
export function BlogListScreen() {
  const { data: posts = [], isPending } = usePosts()
  const { data: categories = [] } = useCategories()
  const remove = useConfirmDelete<ApiPost>(useDeletePost(), {
    title: 'Delete Blog Post?',
    message: (post) => <>“{post.title}” will be permanently deleted. This action cannot be undone.</>,
    deleted: 'Blog post deleted successfully',
    failed: 'Error deleting post',
  })
  const [filters, setFilters] = useState<PostFilters>({ q: '', category: '', status: '' })
  const [showCategories, setShowCategories] = useState(false)
  const shown = filterAdminPosts(posts, filters)

  return (
    <>
      <PageHeader
        title="Blog Management"
        subtitle="Write, publish and organise articles for the blog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setShowCategories(true)}>
              <Tags className="size-4" aria-hidden />
              Categories
            </Button>
            <ButtonLink to="/portal/admin/blog/create">
              <Plus className="size-4" aria-hidden />
              New Post
            </ButtonLink>
          </>
        }
      />
      <Panel>
        <FilterBar className="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_10rem]">
          <SearchInput
            label="Search posts"
            value={filters.q}
            onChange={(q) => setFilters((f) => ({ ...f, q }))}
            placeholder="Search posts..."
            className="sm:col-span-2 lg:col-span-1"
          />
          <FilterSelect
            label="Category"
            value={filters.category}
            onChange={(category) => setFilters((f) => ({ ...f, category }))}
          >
            <option value="">All Categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.name}>
                {category.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Status"
            value={filters.status}
            onChange={(status) => setFilters((f) => ({ ...f, status: status as PostStatus | '' }))}
          >
            <option value="">All Status</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </FilterSelect>
        </FilterBar>
        <ListSummary pending={isPending}>{`Showing ${shown.length} of ${posts.length} posts`}</ListSummary>
        <ListContent
          pending={isPending}
          empty={
            shown.length === 0 && (
              <EmptyState icon={FileText} title={posts.length === 0 ? 'No posts yet' : 'No posts match these filters'}>
                {posts.length === 0
                  ? 'Write the first article with New Post.'
                  : 'Try a different search, category or status.'}
              </EmptyState>
            )
          }
        >
          <DataTable columns={COLUMNS} className="border-t border-slate-100">
            {shown.map((post) => (
              <tr key={post.id} className="transition hover:bg-slate-50/60">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    {post.featured_image ? (
                      <img
                        src={post.featured_image}
                        alt=""
                        className="hidden size-12 shrink-0 rounded-lg object-cover ring-1 ring-slate-200 sm:block"
                      />
                    ) : (
                      <span className="hidden size-12 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-300 sm:grid">
                        <ImageIcon className="size-5" aria-hidden />
                      </span>
                    )}
                    <div className="min-w-0">
                      <Link to={editPath(post)} className="font-medium text-ink-950 hover:text-brand-700">
                        {post.title}
                      </Link>
                      <p className="line-clamp-1 max-w-md text-slate-500">{post.excerpt}</p>
                    </div>
                  </div>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <Badge tone="violet">{post.category}</Badge>
                </td>
                <td className="px-4 py-3">
                  <OnOffBadge
                    on={post.status === 'published'}
                    labels={[STATUS_LABELS.published, STATUS_LABELS.draft]}
                  />
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-slate-500 tabular-nums lg:table-cell">
                  {post.published_at ? formatShortDate(post.published_at) : '—'}
                </td>
                <RowActions>
                  <IconLink to={editPath(post)} label={`Edit ${post.title}`}>
                    <Pencil className="size-4" aria-hidden />
                  </IconLink>
                  <IconButton onClick={() => remove.ask(post)} label={`Delete ${post.title}`} danger>
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                </RowActions>
              </tr>
            ))}
          </DataTable>
        </ListContent>
      </Panel>
      {showCategories && <CategoriesDialog categories={categories} onClose={() => setShowCategories(false)} />}
      {remove.dialog}
    </>
  )
}
